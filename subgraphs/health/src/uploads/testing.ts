// For tests: one file uploaded to POST /api/health/uploads through the gateway, as the web
// client and third parties send it (multipart: the purpose first, then the file).
import type { UploadPurpose } from './purposes.js';

export interface HealthUploadAnswer {
  status: number;
  body: any;
}

export async function uploadHealthFile(
  gatewayUrl: string,
  token: string | null,
  purpose: UploadPurpose | string | null,
  file: { name: string; bytes: Uint8Array; type?: string } | null,
  headers: Record<string, string> = {},
): Promise<HealthUploadAnswer> {
  const form = new FormData();
  if (purpose !== null) form.append('purpose', purpose);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const res = await fetch(`${gatewayUrl}/api/health/uploads`, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

/** The smallest valid FIT file header (14 bytes, ".FIT") followed by `size` bytes of records. */
export function fitBytes(size = 64): Buffer {
  const header = Buffer.alloc(14);
  header[0] = 14;
  header[1] = 0x20;
  header.writeUInt16LE(2132, 2);
  header.writeUInt32LE(size, 4);
  header.write('.FIT', 8, 'latin1');
  return Buffer.concat([header, Buffer.alloc(size)]);
}

export const GPX_SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="Pulse tests" xmlns="http://www.topografix.com/GPX/1/1">
  <trk><name>Morning run</name><trkseg>
    <trkpt lat="37.7749" lon="-122.4194"><ele>10</ele><time>2026-11-01T07:00:00Z</time></trkpt>
    <trkpt lat="37.7760" lon="-122.4180"><ele>14</ele><time>2026-11-01T07:01:00Z</time></trkpt>
  </trkseg></trk>
</gpx>
`;
