// What one member's data-export archive costs the memory of the processes that make it (issue 23
// item 5, docs/member-data.md "Memory"). A member with 200 MB of videos (20 files of 10 MB, random
// bytes: nothing to compress) and a 2 MB posts.json, exported twice, each in a fresh process:
//
// - buffered: the code before the archive streamed (commit 3ce651d), copied here as the baseline:
//   each file read whole into the subgraph's framed answer, the answer parsed whole, every entry
//   handed to fflate's async zip at once, the finished zip put into storage as one buffer;
// - streamed: what runs now: kit's framed answer (memberExportFrames) read as it comes
//   (readMemberExport) into the streaming archive writer (archive-writer.ts), which puts the zip
//   into storage as a stream.
//
// Both go from the same stored files to the same kind of archive in storage, in one process (the
// subgraph's side and accounts' side together, without the socket between them). The figure is
// the process's peak RSS, and the peak above its RSS before the export; the ratio is buffered
// over streamed, measured in the same run.
//
//   npx tsx bench/data-export.ts            # MEDIA_MB=200 by default
//
// Results: bench/results/data-export.json.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import { zip as zipAsync, type Zippable } from 'fflate';
import { LocalDiskStorage } from '../subgraphs/kit/src/storage.js';
import { memberExportFrames, readMemberExport, type CollectedExportEntry } from '../subgraphs/kit/src/member-data/export-route.js';
import { writeArchive } from '../subgraphs/accounts/src/data-export/archive-writer.js';

const FILE_MB = 10;
const MEDIA_MB = Number(process.env.MEDIA_MB ?? 200);
const POSTS_JSON_MB = 2;

interface Sample {
  mode: 'buffered' | 'streamed';
  archiveBytes: number;
  ms: number;
  rssBeforeMb: number;
  peakRssMb: number;
}

/** The member's share as the hooks list it: posts.json, then each stored video opened in its turn. */
function entriesOf(media: LocalDiskStorage, keys: string[], postsJson: Buffer): CollectedExportEntry[] {
  return [
    { path: 'posts/posts.json', open: () => Promise.resolve(postsJson) },
    ...keys.map((key) => ({ path: `posts/files/${key}`, open: async () => (await media.get(key))!.body })),
  ];
}

async function bytesOf(body: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The baseline: 3ce651d's route (each file whole, one framed body), parse, zipAsync, put. */
async function buffered(media: LocalDiskStorage, archives: LocalDiskStorage, entries: CollectedExportEntry[]): Promise<number> {
  const frames: Buffer[] = [];
  for (const entry of entries) {
    const bytes = await bytesOf(await entry.open());
    frames.push(Buffer.from(`${JSON.stringify({ path: entry.path, size: bytes.length })}\n`), bytes);
  }
  frames.push(Buffer.from(`${JSON.stringify({ end: true, entries: entries.length })}\n`));
  // fetchMemberExport read the answer whole (response.arrayBuffer()) and parsed it in place.
  const body = Buffer.concat(frames);
  frames.length = 0;
  const files: Zippable = {};
  let at = 0;
  for (;;) {
    const newline = body.indexOf(0x0a, at);
    const head = JSON.parse(body.subarray(at, newline).toString('utf8')) as { path?: string; size?: number; end?: boolean };
    at = newline + 1;
    if (head.end) break;
    files[`social/${head.path!}`] = [body.subarray(at, at + head.size!), { level: head.path!.endsWith('.json') ? 6 : 0 }];
    at += head.size!;
  }
  files['README.md'] = Buffer.from('# Your Pulse data\n');
  const zip = await new Promise<Uint8Array>((resolve, reject) => zipAsync(files, (error, data) => (error ? reject(error) : resolve(data))));
  await archives.put('bufferedarchive.zip', zip, 'application/zip');
  return zip.length;
}

/** What runs now: framed answer read as it comes, into the streaming writer, into storage. */
async function streamed(archives: LocalDiskStorage, entries: CollectedExportEntry[]): Promise<number> {
  async function* archiveEntries() {
    for await (const entry of readMemberExport(memberExportFrames(entries))) yield { path: `social/${entry.path}`, body: entry.body };
    yield { path: 'README.md', body: [Buffer.from('# Your Pulse data\n')] };
  }
  return (await writeArchive(archives, 'streamedarchive.zip', archiveEntries(), 4_000_000_000)).bytes;
}

async function child(mode: Sample['mode'], dir: string, keys: string[]): Promise<void> {
  const media = new LocalDiskStorage(join(dir, 'media'));
  const archives = new LocalDiskStorage(join(dir, 'archives'));
  const post = { id: 'p', content: 'An easy 5k along the river this morning, negative splits. '.repeat(4) };
  const postsJson = Buffer.from(
    JSON.stringify(
      Array.from({ length: Math.round((POSTS_JSON_MB * 1e6) / 300) }, () => post),
      null,
      2,
    ),
  );
  const entries = entriesOf(media, keys, postsJson);
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const t0 = performance.now();
  const archiveBytes = mode === 'buffered' ? await buffered(media, archives, entries) : await streamed(archives, entries);
  const ms = performance.now() - t0;
  const sample: Sample = {
    mode,
    archiveBytes,
    ms: Math.round(ms),
    rssBeforeMb: Math.round(rssBefore / 1e6),
    // maxRSS is in kilobytes (KiB): the process's high-water mark, what the kernel had to give it.
    peakRssMb: Math.round((process.resourceUsage().maxRSS * 1024) / 1e6),
  };
  process.stdout.write(JSON.stringify(sample));
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'pulse-bench-export-'));
  try {
    const media = new LocalDiskStorage(join(dir, 'media'));
    const keys: string[] = [];
    for (let i = 0; i < MEDIA_MB / FILE_MB; i++) {
      const key = `video${String(i).padStart(3, '0')}ab.mp4`;
      await media.put(key, randomBytes(FILE_MB * 1e6), 'video/mp4');
      keys.push(key);
    }
    const samples: Sample[] = [];
    for (const mode of ['buffered', 'streamed', 'buffered', 'streamed'] as const) {
      const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), '--child', mode, dir, keys.join(',')], {
        encoding: 'utf8',
        maxBuffer: 1 << 20,
      });
      const sample = JSON.parse(out) as Sample;
      samples.push(sample);
      console.log(
        `${mode.padEnd(8)} archive ${(sample.archiveBytes / 1e6).toFixed(0)} MB in ${sample.ms} ms; RSS ${sample.rssBeforeMb} MB before, peak ${sample.peakRssMb} MB (+${sample.peakRssMb - sample.rssBeforeMb} MB)`,
      );
    }
    const best = (mode: Sample['mode']) => samples.filter((s) => s.mode === mode).sort((a, b) => a.peakRssMb - b.peakRssMb)[0];
    const [b, s] = [best('buffered'), best('streamed')];
    const ratio = { peakRss: b.peakRssMb / s.peakRssMb, aboveStart: (b.peakRssMb - b.rssBeforeMb) / Math.max(1, s.peakRssMb - s.rssBeforeMb), time: b.ms / s.ms };
    console.log(
      `buffered / streamed: peak RSS ${ratio.peakRss.toFixed(1)}x, peak above start ${ratio.aboveStart.toFixed(1)}x, time ${ratio.time.toFixed(2)}x (load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
    );
    mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
    writeFileSync(
      new URL('./results/data-export.json', import.meta.url),
      JSON.stringify({ at: new Date().toISOString(), mediaMb: MEDIA_MB, fileMb: FILE_MB, postsJsonMb: POSTS_JSON_MB, load: loadavg(), samples, ratio }, null, 2) + '\n',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') await child(process.argv[3] as Sample['mode'], process.argv[4], process.argv[5].split(','));
else await main();
