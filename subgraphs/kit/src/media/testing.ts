// Media test fixtures shared by the upload tests of every subgraph: real images made with
// sharp (with the metadata an upload must lose), the smallest files file-type recognises as
// videos, multipart uploads as a browser sends them, and what a storage directory holds.
// Not a test file itself; imported as `@pulse/kit/media/testing`.
import { readdirSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

export interface Upload {
  name: string;
  bytes: Uint8Array;
  /** The part's declared type (the server must not trust it); application/octet-stream by default. */
  type?: string;
}

/** A 64x48 JPEG carrying camera EXIF (Make 'PhoneCo', Copyright) and a GPS position. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Alice', Make: 'PhoneCo', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2600/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3900/100' },
    })
    .toBuffer();
}

/** A half-transparent PNG with EXIF. */
export async function png(width = 32, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 128, b: 255, alpha: 0.5 } } })
    .png()
    .withExif({ IFD0: { Copyright: 'Alice' } })
    .toBuffer();
}

export async function gif(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: 'green' } })
    .gif()
    .toBuffer();
}

/** The smallest file file-type calls an MP4: an ftyp box (isom brand), then padding. */
export function mp4(size = 64): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'latin1');
  bytes.writeUInt32BE(0x200, 12);
  bytes.write('isommp41', 16, 'latin1');
  if (size >= 32) {
    bytes.writeUInt32BE(size - 24, 24);
    bytes.write('free', 28, 'latin1');
  }
  return bytes;
}

/** An EBML header whose DocType is webm. */
export function webm(): Buffer {
  return Buffer.concat([Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810242858102', 'hex'), Buffer.alloc(64)]);
}

/**
 * POSTs a multipart form (text fields first, then each file as a `files` part), with a bearer
 * token when given; answers the status and the JSON body.
 */
export async function uploadFiles(
  url: string,
  files: Upload[],
  opts: { token?: string | null; fields?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(opts.fields ?? {})) form.append(name, value);
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

/** GETs a URL: the response (status, headers) and its bytes. */
export async function download(url: string, headers: Record<string, string> = {}): Promise<{ res: Response; bytes: Buffer }> {
  const res = await fetch(url, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The objects stored under a storage directory (uploads in progress and content-type sidecars aside). */
export function storedFiles(storageDir: string): string[] {
  // Walked by hand, never into `.incoming`: an upload in progress there may vanish mid-walk,
  // which made a recursive readdir fail with ENOENT.
  const walk = (dir: string): string[] => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return entries.flatMap((entry) => {
      if (entry.isDirectory()) return entry.name === '.incoming' ? [] : walk(join(dir, entry.name));
      return entry.isFile() && !entry.name.endsWith('.meta') ? [entry.name] : [];
    });
  };
  return walk(storageDir);
}
