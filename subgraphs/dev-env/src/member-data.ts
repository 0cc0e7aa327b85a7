// What the member-data tests of a subgraph share (docs/member-data-subgraphs.md): its parts'
// export hooks run into memory (the JSON documents by name, each file's bytes by path, as the
// archive would hold them), its erase hooks run, and where a marker still sits in its schema.
import type { MemberExportWriter, SubgraphDefinition, SubgraphServices } from '@pulse/kit';
import { columnsHolding } from './columns-holding.js';
import type { Stack } from './stack.js';

export interface CollectedExport {
  /** The JSON documents by name (`<subgraph>/<name>.json` in the archive). */
  json: Record<string, unknown>;
  /** Each file's bytes by its path under `<subgraph>/files/`. */
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

/** Runs every part's export hook for the member, then opens every file listed. */
export async function exportMember(def: SubgraphDefinition, services: SubgraphServices, memberId: string): Promise<CollectedExport> {
  const json: Record<string, unknown> = {};
  const opens = new Map<string, () => Promise<NodeJS.ReadableStream | Buffer>>();
  const out: MemberExportWriter = {
    json: (name, value) => {
      json[name] = JSON.parse(JSON.stringify(value)) as unknown;
    },
    file: (path, open) => {
      opens.set(path, open);
    },
  };
  for (const { hooks } of def.memberData ?? []) await hooks.export?.(services, memberId, out);
  const files: Record<string, Buffer> = {};
  for (const [path, open] of opens) {
    const body = await open();
    if (Buffer.isBuffer(body)) files[path] = body;
    else {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
      files[path] = Buffer.concat(chunks);
    }
  }
  const text = [JSON.stringify(json), ...Object.values(files).map((b) => b.toString('latin1'))].join('\n');
  return { json, files, text };
}

/** Runs every part's erase hook for the member, in part order (as the erasure reader does). */
export async function eraseMember(def: SubgraphDefinition, services: SubgraphServices, memberId: string): Promise<void> {
  for (const { hooks } of def.memberData ?? []) await hooks.erase?.(services, memberId);
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
