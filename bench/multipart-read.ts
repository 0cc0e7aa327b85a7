// What reading an upload's multipart body costs the subgraph's thread (issue 18, item 10: were
// the GPX imports' 2.2-2.4x their uploads?). busboy, as health's upload route runs it, reads
// a 43 MB body (the million-point GPX of `npm run bench:fairness`) in the 64 KB chunks a socket
// delivers, one chunk per turn of the event loop; the CPU of the whole body, per chunk, and the
// longest single chunk (how long the thread was not available to anyone else at once).
//
//   npm run bench:multipart        # 3 rounds
//
// Results: bench/results/multipart-read.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import busboy from 'busboy';

const SIZE = 43 * 1024 * 1024;
const CHUNK = 64 * 1024;
const boundary = '----formdata-undici-012345678901234';
const head = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nactivity\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="million.gpx"\r\nContent-Type: application/gpx+xml\r\n\r\n`,
);
const body = Buffer.concat([head, Buffer.alloc(SIZE, '<trkpt lat="37.770000" lon="-122.450000"/>\n'), Buffer.from(`\r\n--${boundary}--\r\n`)]);
const chunks: Buffer[] = [];
for (let i = 0; i < body.length; i += CHUNK) chunks.push(body.subarray(i, i + CHUNK));

const rounds: { cpuMs: number; perChunkUs: number; longestChunkMs: number; fileBytes: number }[] = [];
for (let round = 0; round < 3; round++) {
  let longest = 0;
  let fileBytes = 0;
  const cpu0 = process.cpuUsage();
  await new Promise<void>((resolve, reject) => {
    const parser = busboy({ headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    parser.on('file', (_name, stream) => stream.on('data', (data: Buffer) => (fileBytes += data.length)));
    parser.on('close', resolve);
    parser.on('error', reject);
    let next = 0;
    const feed = () => {
      if (next >= chunks.length) return void parser.end();
      const t0 = performance.now();
      parser.write(chunks[next++]);
      longest = Math.max(longest, performance.now() - t0);
      setImmediate(feed);
    };
    feed();
  });
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  if (fileBytes !== SIZE) throw new Error(`read ${fileBytes} bytes of the file, expected ${SIZE}`);
  rounds.push({ cpuMs, perChunkUs: (cpuMs / chunks.length) * 1000, longestChunkMs: longest, fileBytes });
  console.log(
    `round ${round + 1}: ${chunks.length} chunks of 64 KB, CPU ${cpuMs.toFixed(0)} ms (${((cpuMs / chunks.length) * 1000).toFixed(0)} µs a chunk), longest chunk ${longest.toFixed(2)} ms`,
  );
}
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/multipart-read.json', import.meta.url),
  JSON.stringify({ at: new Date().toISOString(), bytes: SIZE, chunkBytes: CHUNK, chunks: chunks.length, load: loadavg(), rounds }, null, 2) + '\n',
);
