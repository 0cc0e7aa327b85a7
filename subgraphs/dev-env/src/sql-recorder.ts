// Counts the SQL a request costs, where it is issued: every copy of pg's Client this process
// loads (ours and MikroORM's, when it brings its own) is wrapped once, and the text of each
// query is appended to the current recording. Tests and benchmarks run the stack in their own
// process, so this sees every subgraph's and the gateway's queries. Background timers
// (outbox relay, schedulers) can land inside a recording: filter by what you look for.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import pg from 'pg';
import { SUBGRAPHS } from '@pulse/kit/registry';

let recording: string[] | null = null;
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  const copies = new Set<typeof pg>([pg]);
  try {
    const ormDir = dirname(createRequire(import.meta.url).resolve('@mikro-orm/postgresql'));
    copies.add(createRequire(ormDir + '/')('pg'));
  } catch {
    // a single copy: nothing more to wrap
  }
  for (const copy of copies) {
    const proto = copy.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const original = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      const first = args[0];
      recording?.push(typeof first === 'string' ? first : ((first as { text?: string } | null)?.text ?? ''));
      return original.apply(this, args);
    };
  }
}

/** Starts recording (one recording at a time); `stop()` ends it and returns the statements. */
export function recordSql(): { statements: string[]; stop(): string[] } {
  install();
  const statements: string[] = [];
  recording = statements;
  return {
    statements,
    stop() {
      if (recording === statements) recording = null;
      return statements;
    },
  };
}

// The schemas statements are attributed to: each subgraph that owns one (the registry), and
// kit's shared `platform` schema.
const SCHEMA_PATTERN = new RegExp(`"?(${[...SUBGRAPHS.filter((s) => s.database).map((s) => s.name), 'platform'].join('|')})"?\\s*\\.`, 'i');

/** The subgraph schema a statement reads or writes, `session` for transaction control. */
export function schemaOf(sql: string): string {
  const m = SCHEMA_PATTERN.exec(sql);
  return m ? m[1].toLowerCase() : /^\s*(begin|commit|rollback|set|select 1)\b/i.test(sql) ? 'session' : 'other';
}
