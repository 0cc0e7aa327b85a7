// The configuration table of docs/configuration.md, generated from the config specs: one row per variable,
// with every process that reads it and the default and meaning declared beside it.
import { variableDocs, type ConfigSpec, type Variable } from './env.js';
import { SUBGRAPHS } from './registry.js';

export const TABLE_BEGIN = '<!-- config-table:begin (generated from the config specs by `npm run docs:config`) -->';
export const TABLE_END = '<!-- config-table:end -->';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function readersOf(services: string[]): string {
  const subgraphs = SUBGRAPHS.map((s) => s.name);
  // "subgraphs" keeps the column short, and stays true when a subgraph is added.
  if (subgraphs.every((name) => services.includes(name))) {
    return ['subgraphs', ...services.filter((name) => !subgraphs.includes(name))].join(', ');
  }
  return services.join(', ');
}

/** The table, rows in the order the specs first declare them. Throws on a variable declared twice or undocumented. */
export function configTable(specs: readonly ConfigSpec<unknown>[]): string {
  const rows = new Map<string, { schema: Variable<unknown>; services: string[] }>();
  for (const spec of specs) {
    for (const [name, schema] of Object.entries(spec.variables)) {
      const row = rows.get(name);
      if (!row) {
        rows.set(name, { schema, services: [spec.service] });
        continue;
      }
      // One declaration, one meaning: a variable read by several processes lives in kit's config.ts.
      if (row.schema !== schema) throw new Error(`${name} is declared twice (${row.services[0]} and ${spec.service}): declare it once in kit and share it`);
      row.services.push(spec.service);
    }
  }
  const lines = ['| variable | read by | default | meaning |', '|---|---|---|---|'];
  for (const [name, { schema, services }] of rows) {
    const doc = variableDocs.get(schema);
    if (!doc) throw new Error(`${name} has no description`);
    lines.push(`| \`${name}\` | ${readersOf(services)} | ${cell(doc.default)} | ${cell(doc.description)} |`);
  }
  return lines.join('\n');
}

/** `readme` with the text between the markers replaced by `table`. */
export function withConfigTable(readme: string, table: string): string {
  const begin = readme.indexOf(TABLE_BEGIN);
  const end = readme.indexOf(TABLE_END);
  if (begin < 0 || end < begin) throw new Error(`docs/configuration.md lacks the markers ${TABLE_BEGIN} ... ${TABLE_END}`);
  return `${readme.slice(0, begin + TABLE_BEGIN.length)}\n${table}\n${readme.slice(end)}`;
}
