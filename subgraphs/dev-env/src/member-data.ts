// What the member-data tests of a subgraph share (docs/member-data-subgraphs.md): its parts'
// export hooks run through kit's own collector (the archive's paths and their safety check, as
// the export route serves them) into memory, its erase hooks run as the erasure reader runs
// them, and where a marker still sits in its schema.
import { collectMemberExport, eraseMember as eraseWithKit, type SubgraphDefinition, type SubgraphServices } from '@pulse/kit';
import { columnsHolding } from './columns-holding.js';
import type { Stack } from './stack.js';

export interface CollectedExport {
  /** The JSON documents by name (the archive's `<subgraph>/<part>/<name>.json`; a name used by two parts fails the test). */
  json: Record<string, unknown>;
  /** Each file's bytes by its path in the archive (`<subgraph>/<part>/files/<path>`). */
  files: Record<string, Buffer>;
  /** Everything the archive would hold, as one text: JSON and files (latin1), for "is X anywhere in it". */
  text: string;
}

/** The running subgraph's services in a stack (what the erasure reader and the export route hand the hooks). */
export function servicesOf(stack: Stack, name: string): SubgraphServices {
  const running = stack.subgraphs.find((s) => s.name === name);
  if (!running) throw new Error(`No subgraph ${name} in this stack`);
  return running.services;
}

async function bytesOf(body: NodeJS.ReadableStream | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Runs every part's export hook for the member, then opens every file listed. */
export async function exportMember(def: SubgraphDefinition, services: SubgraphServices, memberId: string): Promise<CollectedExport> {
  const json: Record<string, unknown> = {};
  const files: Record<string, Buffer> = {};
  for (const entry of await collectMemberExport(services, def.memberData ?? [], memberId)) {
    const bytes = await bytesOf(await entry.open());
    const document = /^[^/]+\/([^/]+)\.json$/.exec(entry.path);
    if (document) {
      if (document[1] in json) throw new Error(`Two parts write ${document[1]}.json`);
      json[document[1]] = JSON.parse(bytes.toString('utf8')) as unknown;
    } else files[`${def.name}/${entry.path}`] = bytes;
  }
  const text = [JSON.stringify(json), ...Object.values(files).map((b) => b.toString('latin1'))].join('\n');
  return { json, files, text };
}

/** Runs every part's erase hook for the member, in part order, as the erasure reader does. */
export function eraseMember(def: SubgraphDefinition, services: SubgraphServices, memberId: string): Promise<void> {
  return eraseWithKit(services, def.memberData ?? [], memberId);
}

/**
 * The columns of the subgraph's schema ("schema"."table"."column") with a row holding `marker`,
 * leaving out kit's own tables: the outbox (delivered events are pruned after a day) and the
 * rate-limit counters (their windows expire) hold ids for minutes or hours, not as data.
 */
export async function schemaHolding(stack: Stack, schema: string, marker: string): Promise<string[]> {
  const kits = [`"${schema}"."outbox".`, `"${schema}"."rate_limits".`];
  return (await columnsHolding(stack, marker)).filter((c) => c.startsWith(`"${schema}".`) && !kits.some((k) => c.startsWith(k)));
}
