// The internal export route every subgraph with export hooks serves (mounted by kit's runner):
// `GET /internal/member-data/:memberId/export`, signed by the caller (service-auth.ts). It runs
// the subgraph's export hooks and streams back what they wrote as simple frames: for each entry
// one JSON line `{"path": "...", "size": N}` followed by exactly N bytes, then a last line
// `{"end": true, "entries": K}` so a cut stream is never taken for a complete one. Paths are
// `<part>/<name>.json` and `<part>/files/<path>`; the caller puts them under the subgraph's
// folder in the archive. A file's bytes are read one file at a time, when its frame is written.
import type express from 'express';
import { Readable } from 'node:stream';
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

interface Entry {
  path: string;
  open: () => Promise<Readable | Buffer>;
}

/** Runs every part's export hook for the member; the entries in part order. */
export async function collectMemberExport(services: SubgraphServices, parts: readonly PartMemberData[], memberId: string): Promise<Entry[]> {
  const entries = new Map<string, Entry>();
  for (const { part, hooks } of parts) {
    if (!hooks.export) continue;
    const add = (path: string, open: Entry['open']) => {
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

async function bytesOf(body: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
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
      let entries: Entry[];
      try {
        entries = await collectMemberExport(services, parts, memberId);
      } catch (error) {
        log.error('member export failed', { subgraph: services.schema, error: String(error) });
        res.status(500).json({ message: 'The export failed', code: 'INTERNAL_SERVER_ERROR' });
        return;
      }
      res.status(200).setHeader('content-type', MEMBER_EXPORT_CONTENT_TYPE);
      try {
        for (const entry of entries) {
          const bytes = await bytesOf(await entry.open());
          res.write(`${JSON.stringify({ path: entry.path, size: bytes.length })}\n`);
          res.write(bytes);
        }
        res.end(`${JSON.stringify({ end: true, entries: entries.length })}\n`);
      } catch (error) {
        // Headers are gone: cutting the stream (no end line) tells the caller it is incomplete.
        log.error('member export stream failed', { subgraph: services.schema, error: String(error) });
        res.destroy();
      }
    })();
  });
}

/** One entry of a subgraph's share. */
export interface MemberExportEntry {
  path: string;
  bytes: Buffer;
}

/** Parses a framed export answer (the whole body); throws when it is cut or malformed. */
export function parseMemberExport(body: Buffer): MemberExportEntry[] {
  const entries: MemberExportEntry[] = [];
  let at = 0;
  for (;;) {
    const newline = body.indexOf(0x0a, at);
    if (newline < 0) throw new Error('The member export stream ended without its end line');
    const head = JSON.parse(body.subarray(at, newline).toString('utf8')) as { path?: unknown; size?: unknown; end?: unknown; entries?: unknown };
    at = newline + 1;
    if (head.end === true) {
      if (head.entries !== entries.length) throw new Error('The member export stream lost entries');
      return entries;
    }
    if (typeof head.path !== 'string' || !isSafeArchivePath(head.path) || typeof head.size !== 'number' || head.size < 0 || at + head.size > body.length) {
      throw new Error('A malformed member export frame');
    }
    entries.push({ path: head.path, bytes: body.subarray(at, at + head.size) });
    at += head.size;
  }
}

/**
 * Asks one subgraph (its /graphql URL's origin) for its share of a member's export. Null when
 * it has no export hooks (404); throws when it cannot be reached or answers otherwise.
 */
export async function fetchMemberExport(graphqlUrl: string, memberId: string, services: Pick<SubgraphServices, 'config' | 'clock'>): Promise<MemberExportEntry[] | null> {
  const path = memberExportPath(memberId);
  const headers = signServiceHeaders(services, path);
  const response = await fetch(new URL(path, graphqlUrl), { headers });
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) throw new Error(`${new URL(graphqlUrl).host} answered ${response.status} to the member export`);
  return parseMemberExport(Buffer.from(await response.arrayBuffer()));
}

function signServiceHeaders(services: Pick<SubgraphServices, 'config' | 'clock'>, path: string): Record<string, string> {
  return signServiceRequest(memberDataSecretOf(services.config.jwtSecret), 'GET', path, services.clock);
}
