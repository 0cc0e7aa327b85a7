// Is this a glTF 2.0 binary? The 12-byte header (magic "glTF", version 2, the total length
// equal to the file's), then chunks each of whose lengths fits what is left (a multiple of 4);
// the first chunk is JSON that parses, with asset.version "2.0"; a second one, when present, is
// BIN. Nothing else of the file is trusted or needed: it is served as it came, to be read by
// the member's own viewer.

const MAGIC = 0x46546c67; // 'glTF'
const JSON_CHUNK = 0x4e4f534a; // 'JSON'
const BIN_CHUNK = 0x004e4942; // 'BIN\0'

export interface GlbSummary {
  /** How many animations its JSON declares. */
  animations: number;
  /** How many skins (rigs) it declares. */
  skins: number;
}

/** The summary of a valid GLB, or null for anything else. */
export function readGlb(bytes: Uint8Array): GlbSummary | null {
  if (bytes.length < 20) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC || view.getUint32(4, true) !== 2 || view.getUint32(8, true) !== bytes.length) return null;
  let offset = 12;
  let json: unknown;
  let index = 0;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) return null;
    const length = view.getUint32(offset, true);
    const type = view.getUint32(offset + 4, true);
    const start = offset + 8;
    if (length % 4 !== 0 || start + length > bytes.length) return null;
    if (index === 0) {
      if (type !== JSON_CHUNK) return null;
      try {
        json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start, start + length)));
      } catch {
        return null;
      }
    } else if (index === 1 && type !== BIN_CHUNK) return null;
    offset = start + length;
    index += 1;
  }
  if (typeof json !== 'object' || json === null) return null;
  const gltf = json as { asset?: { version?: unknown }; animations?: unknown; skins?: unknown };
  if (gltf.asset?.version !== '2.0') return null;
  return {
    animations: Array.isArray(gltf.animations) ? gltf.animations.length : 0,
    skins: Array.isArray(gltf.skins) ? gltf.skins.length : 0,
  };
}
