// The route each subgraph serves for the export job in accounts (mounted by kit's runner):
// `GET /internal/member-data/:memberId/export`, signed by the caller (service-auth.ts). It runs
// the subgraph's export hooks and streams back what they wrote as simple frames: for each entry
// one JSON line `{"path": "..."}`, then its bytes in chunks (a line `{"chunk": N}` followed by
// exactly N bytes, at most CHUNK_BYTES each), then `{"eof": true, "size": total}`; after the last
// entry a line `{"end": true, "entries": K}`, so a cut stream is never taken for a complete one.
// Chunks, not one size up front: a file is read from storage as it is sent (a video of 2 GB
// never sits in this process's memory, nor in the reader's), with the socket's backpressure
// holding the reading back. Paths are `<part>/<name>.json` and `<part>/files/<path>`; the
// caller puts them under the subgraph's folder in the archive. The reader
// (readMemberExport) hands the entries over one at a time, each as a stream of its bytes.
import type express from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createLogger } from '../logger.js';
import type { SubgraphServices } from '../subgraph.js';
import type { MemberExportWriter, PartMemberData } from './hooks.js';
import { memberDataSecretOf, signServiceRequest, verifyServiceRequest } from './service-auth.js';

export const MEMBER_EXPORT_PATH = '/internal/member-data/:memberId/export';
export const memberExportPath = (memberId: string) => `/internal/member-data/${encodeURIComponent(memberId)}/export`;
export const MEMBER_EXPORT_CONTENT_TYPE = 'application/x-pulse-member-data';

const log = createLogger('member-data');
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._ -]{0,199}$/;

/** A relative path of plain segments (no `..`, no leading slash): what a hook may name. */
export function isSafeArchivePath(path: string): boolean {
  const parts = path.split('/');
  return parts.length > 0 && parts.length <= 8 && parts.every((p) => SAFE_SEGMENT.test(p) && p !== '.' && p !== '..' && !p.endsWith('.'));
}

/** An entry a part's hooks listed: its path in the archive, opened when it is written. */
export interface CollectedExportEntry {
  path: string;
  open: () => Promise<Readable | Buffer>;
}

/** Runs every part's export hook for the member; the entries in part order. */
export async function collectMemberExport(services: SubgraphServices, parts: readonly PartMemberData[], memberId: string): Promise<CollectedExportEntry[]> {
  const entries = new Map<string, CollectedExportEntry>();
  for (const { part, hooks } of parts) {
    if (!hooks.export) continue;
    const add = (path: string, open: CollectedExportEntry['open']) => {
      if (!isSafeArchivePath(path)) throw new Error(`The ${part} part named an unsafe archive path ${JSON.stringify(path)}`);
      entries.set(path, { path, open });
    };
    const writer: MemberExportWriter = {
      json: (name, value) => {
        const bytes = Buffer.from(JSON.stringify(value, null, 2));
        add(`${part}/${name}.json`, () => Promise.resolve(bytes));
      },
      file: (path, open) => add(`${part}/files/${path}`, open),
    };
    await hooks.export(services, memberId, writer);
  }
  return [...entries.values()];
}

/** The most bytes one chunk frame carries (what the reader holds of an entry at once). */
export const CHUNK_BYTES = 64 * 1024;
/** The longest header line a reader accepts (a path is at most 8 segments of 200). */
const MAX_LINE_BYTES = 4096;

const line = (value: unknown) => Buffer.from(`${JSON.stringify(value)}\n`);

/** An entry's bytes in pieces of at most CHUNK_BYTES (a Buffer sliced, a stream as it reads). */
async function* piecesOf(body: Readable | Buffer): AsyncGenerator<Buffer> {
  const source: Iterable<unknown> | AsyncIterable<unknown> = Buffer.isBuffer(body) ? [body] : body;
  for await (const chunk of source) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    for (let at = 0; at < bytes.length; at += CHUNK_BYTES) yield bytes.subarray(at, at + CHUNK_BYTES);
  }
}

/** The framed answer of a subgraph's share: each entry opened only when its turn comes. */
export async function* memberExportFrames(entries: readonly CollectedExportEntry[]): AsyncGenerator<Buffer> {
  for (const entry of entries) {
    yield line({ path: entry.path });
    let size = 0;
    for await (const piece of piecesOf(await entry.open())) {
      size += piece.length;
      yield line({ chunk: piece.length });
      yield piece;
    }
    yield line({ eof: true, size });
  }
  yield line({ end: true, entries: entries.length });
}

/** Mounts the export route (kit's runner, when a part has an export hook). */
export function mountMemberDataRoutes(app: express.Express, services: SubgraphServices, parts: readonly PartMemberData[]): void {
  if (!parts.some((p) => p.hooks.export)) return;
  const secret = memberDataSecretOf(services.config.jwtSecret);
  app.get(MEMBER_EXPORT_PATH, (req, res) => {
    const memberId = String(req.params.memberId);
    if (!verifyServiceRequest(secret, 'GET', memberExportPath(memberId), req.headers, services.clock)) {
      res.status(401).json({ message: 'A signed service request is required', code: 'UNAUTHENTICATED' });
      return;
    }
    void (async () => {
      let entries: CollectedExportEntry[];
      try {
        entries = await collectMemberExport(services, parts, memberId);
      } catch (error) {
        log.error('member export failed', { subgraph: services.schema, error: String(error) });
        res.status(500).json({ message: 'The export failed', code: 'INTERNAL_SERVER_ERROR' });
        return;
      }
      res.status(200).setHeader('content-type', MEMBER_EXPORT_CONTENT_TYPE);
      try {
        // pipeline waits on the socket's drain: the next piece is read when the caller took the last.
        await pipeline(Readable.from(memberExportFrames(entries), { objectMode: false }), res);
      } catch (error) {
        // The caller stopped reading (its archive passed its cap, or its attempt failed): not ours.
        if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') log.info('member export stream closed by the caller', { subgraph: services.schema });
        // Headers are gone: cutting the stream (no end line) tells the caller it is incomplete.
        else log.error('member export stream failed', { subgraph: services.schema, error: String(error) });
        res.destroy();
      }
    })();
  });
}

/** One entry of a subgraph's share, as the reader hands it over: its bytes stream in pieces. */
export interface MemberExportEntry {
  path: string;
  /** The entry's bytes; read it to its end before asking for the next entry. */
  body: AsyncIterable<Uint8Array>;
}

/** Reads lines and counted bytes off a byte stream, holding no more than one source chunk plus a line. */
class FrameReader {
  private held: Buffer = Buffer.alloc(0);
  private readonly source: AsyncIterator<Uint8Array>;

  constructor(source: AsyncIterable<Uint8Array>) {
    this.source = source[Symbol.asyncIterator]();
  }

  private async more(): Promise<boolean> {
    const next = await this.source.next();
    if (next.done) return false;
    const bytes = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
    this.held = this.held.length ? Buffer.concat([this.held, bytes]) : bytes;
    return true;
  }

  /** The next header line, parsed. */
  async header(): Promise<Record<string, unknown>> {
    for (;;) {
      const newline = this.held.indexOf(0x0a);
      if (newline >= 0) {
        const text = this.held.subarray(0, newline).toString('utf8');
        this.held = this.held.subarray(newline + 1);
        const value = JSON.parse(text) as unknown;
        if (!value || typeof value !== 'object') throw new Error('A malformed member export frame');
        return value as Record<string, unknown>;
      }
      if (this.held.length > MAX_LINE_BYTES) throw new Error('A malformed member export frame');
      if (!(await this.more())) throw new Error('The member export stream ended without its end line');
    }
  }

  /** Exactly `size` bytes, in the pieces they arrive in. */
  async *bytes(size: number): AsyncGenerator<Buffer> {
    let left = size;
    while (left > 0) {
      if (!this.held.length && !(await this.more())) throw new Error('The member export stream ended without its end line');
      const piece = this.held.subarray(0, left);
      this.held = this.held.subarray(piece.length);
      left -= piece.length;
      yield piece;
    }
  }

  async cancel(): Promise<void> {
    await this.source.return?.();
  }
}

/**
 * Reads a framed export answer as it arrives: the entries one at a time, each with its bytes as
 * a stream. Throws (from the entry's body or the next step) when the stream is cut or malformed.
 */
export async function* readMemberExport(source: AsyncIterable<Uint8Array>): AsyncGenerator<MemberExportEntry> {
  const reader = new FrameReader(source);
  let count = 0;
  try {
    for (;;) {
      const head = await reader.header();
      if (head.end === true) {
        if (head.entries !== count) throw new Error('The member export stream lost entries');
        return;
      }
      if (typeof head.path !== 'string' || !isSafeArchivePath(head.path)) throw new Error('A malformed member export frame');
      let finished = false;
      const body = async function* (): AsyncGenerator<Buffer> {
        let size = 0;
        for (;;) {
          const frame = await reader.header();
          if (frame.eof === true) {
            if (frame.size !== size) throw new Error('The member export stream lost bytes');
            finished = true;
            return;
          }
          const chunk = frame.chunk;
          if (typeof chunk !== 'number' || !Number.isSafeInteger(chunk) || chunk <= 0 || chunk > CHUNK_BYTES) {
            throw new Error('A malformed member export frame');
          }
          size += chunk;
          yield* reader.bytes(chunk);
        }
      };
      yield { path: head.path, body: body() };
      if (!finished) throw new Error(`The member export entry ${head.path} was not read to its end`);
      count += 1;
    }
  } finally {
    await reader.cancel();
  }
}

/**
 * Asks one subgraph (its /graphql URL's origin) for its share of a member's export. Null when
 * it has no export hooks (404); throws when it cannot be reached or answers otherwise. The
 * entries stream as they arrive (readMemberExport): the caller reads each to its end in turn.
 */
export async function fetchMemberExport(
  graphqlUrl: string,
  memberId: string,
  services: Pick<SubgraphServices, 'config' | 'clock'>,
): Promise<AsyncGenerator<MemberExportEntry> | null> {
  const path = memberExportPath(memberId);
  const headers = signServiceHeaders(services, path);
  const response = await fetch(new URL(path, graphqlUrl), { headers });
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new Error(`${new URL(graphqlUrl).host} answered ${response.status} to the member export`);
  }
  return readMemberExport(response.body as AsyncIterable<Uint8Array>);
}

function signServiceHeaders(services: Pick<SubgraphServices, 'config' | 'clock'>, path: string): Record<string, string> {
  return signServiceRequest(memberDataSecretOf(services.config.jwtSecret), 'GET', path, services.clock);
}
