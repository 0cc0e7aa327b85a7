// Cases for every upload path the registry lists (the gateway streams them to the owning
// subgraph's POST /media): multipart bodies that are malformed, truncated, oversized in the
// wrong places, or carry hostile text fields and file names.
import { SUBGRAPHS } from '@pulse/kit/registry';
import { asBoth, authHeader, http, type FuzzCase } from './cases.js';
import { hostileStrings, hostileValues, type IdPools } from './values.js';

/** A 1x1 PNG: a file every upload route accepts, so the hostile part is the only thing wrong. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const B = 'fuzzboundary';

interface Part {
  headers: string | Buffer;
  body: Buffer | string;
}

const field = (name: string, value: string): Part => ({ headers: `Content-Disposition: form-data; name="${name}"`, body: value });
const file = (filename: string, body: Buffer | string = PNG, type = 'image/png'): Part => ({
  headers: `Content-Disposition: form-data; name="files"; filename="${filename}"\r\nContent-Type: ${type}`,
  body,
});

function multipart(parts: Part[], boundary = B): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) chunks.push(Buffer.from(`--${boundary}\r\n`), Buffer.from(p.headers), Buffer.from('\r\n\r\n'), Buffer.from(p.body), Buffer.from('\r\n'));
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The text fields an upload route reads (the messaging route's conversation, any route's client id). */
const TEXT_FIELDS = ['conversationId', 'clientId', 'caption'];

interface Body {
  contentType: string;
  body: Buffer | string;
}

function malformed(pools: IdPools): Record<string, () => Body> {
  const valid = (extra: Part[] = [], files: Part[] = [file('x.png')]) => [field('conversationId', pools.mine.conversation ?? ''), ...extra, ...files];
  const ok = (parts: Part[]) => ({ contentType: `multipart/form-data; boundary=${B}`, body: multipart(parts) });
  const out: Record<string, () => Body> = {
    'no-boundary': () => ({ contentType: 'multipart/form-data', body: multipart(valid()) }),
    'wrong-boundary': () => ({ contentType: 'multipart/form-data; boundary=other', body: multipart(valid()) }),
    'empty-boundary': () => ({ contentType: 'multipart/form-data; boundary=', body: multipart(valid()) }),
    'huge-boundary': () => ({ contentType: `multipart/form-data; boundary=${'b'.repeat(5000)}`, body: multipart(valid(), 'b'.repeat(5000)) }),
    truncated: () => ({ contentType: `multipart/form-data; boundary=${B}`, body: multipart(valid()).subarray(0, 150) }),
    'no-closing-boundary': () => ({ contentType: `multipart/form-data; boundary=${B}`, body: multipart(valid()).subarray(0, -(B.length + 6)) }),
    'empty-body': () => ({ contentType: `multipart/form-data; boundary=${B}`, body: '' }),
    'garbage-body': () => ({ contentType: `multipart/form-data; boundary=${B}`, body: Buffer.from([0, 1, 2, 0xff, 0xfe, 13, 10, 45, 45]) }),
    'no-files': () => ok(valid([], [])),
    'not-an-image': () => ok(valid([], [file('x.png', 'hello, not a png')])),
    'wrong-mime': () => ok(valid([], [file('x.exe', PNG, 'application/x-msdownload')])),
    'mime-nul': () => ok(valid([], [file('x.png', PNG, 'image/png\u0000')])),
    'filename-nul': () => ok(valid([], [file('a\u0000.png')])),
    // A lone surrogate as a careless client encodes it (CESU-8 bytes), and bytes that are no UTF-8 at all.
    'filename-invalid-utf8': () =>
      ok(
        valid(
          [],
          [
            {
              headers: Buffer.concat([
                Buffer.from('Content-Disposition: form-data; name="files"; filename="a'),
                Buffer.from([0xed, 0xa0, 0x80, 0xff]),
                Buffer.from('.png"\r\nContent-Type: image/png'),
              ]),
              body: PNG,
            },
          ],
        ),
      ),
    'filename-traversal': () => ok(valid([], [file('../../../../etc/x.png')])),
    'filename-huge': () => ok(valid([], [file(`${'a'.repeat(100_000)}.png`)])),
    'filename-bidi': () => ok(valid([], [file('\u202Egnp.exe')])),
    'filename-empty': () => ok(valid([], [file('')])),
    'field-name-huge': () => ok(valid([field('x'.repeat(100_000), '1')])),
    'field-name-nul': () => ok(valid([field('conv\u0000ersationId', '1')])),
    'many-fields': () => ok(valid(Array.from({ length: 2000 }, (_, i) => field(`f${i}`, 'x')))),
    'many-files': () =>
      ok(
        valid(
          [],
          Array.from({ length: 200 }, (_, i) => file(`${i}.png`)),
        ),
      ),
    'duplicate-fields': () => ok(valid([field('conversationId', 'c000000000000000000000000'), field('conversationId', '')])),
    'part-without-disposition': () => ok([...valid(), { headers: 'Content-Type: text/plain', body: 'x' }]),
    'part-header-garbage': () => ok([...valid(), { headers: 'Content-Disposition: form-data; name="a"; filename*=UTF-8\'\'%FF%FE%00', body: PNG }]),
    'files-as-text-field': () => ok([field('conversationId', pools.mine.conversation ?? ''), field('files', 'not a file')]),
    'json-instead': () => ({ contentType: 'application/json', body: '{"files": []}' }),
    'text-plain': () => ({ contentType: 'text/plain', body: 'hello' }),
  };
  // Every text field with every hostile string.
  for (const name of TEXT_FIELDS) {
    const kinds = [...hostileStrings(), ...hostileValues({ t: 'string', scalar: 'ID' }, { operation: 'upload', name }, pools).filter((h) => typeof h.value === 'string')];
    for (const h of kinds) {
      const hostile = field(name, String(h.value));
      const conversation = name === 'conversationId' ? hostile : field('conversationId', pools.mine.conversation ?? '');
      out[`${name}:${h.kind}`] ??= () => ok([conversation, ...(name === 'conversationId' ? [] : [hostile]), file('x.png')]);
    }
  }
  return out;
}

export function uploadCases(planPools: IdPools): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const entry of SUBGRAPHS) {
    if (!entry.media) continue;
    const path = entry.media.uploadPath;
    for (const kind of Object.keys(malformed(planPools))) {
      const [argument, valueKind] = kind.includes(':') ? kind.split(':') : ['multipart', kind];
      cases.push(
        ...asBoth((who) => ({
          surface: 'upload',
          operation: `POST ${path}`,
          argument,
          kind: valueKind,
          who,
          async send(target) {
            const { contentType, body } = malformed(target.fixtures.pools)[kind]();
            return http(`${target.url}${path}`, {
              method: 'POST',
              headers: { 'content-type': contentType, ...authHeader(target.token(who)) },
              body: new Uint8Array(body instanceof Buffer ? body : Buffer.from(body)),
            });
          },
        })),
      );
    }
  }
  return cases;
}
