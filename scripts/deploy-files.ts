// The parts of docker-compose.yml and the Dockerfile that list services are written from the
// registry (subgraphs/kit/src/registry.ts): `npm run gen:deploy` rewrites each region between
// its `<generated: name>` and `</generated: name>` comment lines, and scripts/docker-files.test.ts
// fails when a checked-in file differs from what this writes. Everything outside the regions
// is written by hand.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GATEWAY, MAIN_FILE, SUBGRAPHS, SUBGRAPH_HEALTH_PATH, type SubgraphEntry } from '../subgraphs/kit/src/registry.js';

export const COMPOSE_FILE = new URL('../docker-compose.yml', import.meta.url);
export const DOCKERFILE = new URL('../Dockerfile', import.meta.url);

const envName = (s: SubgraphEntry) => s.name.toUpperCase().replace(/-/g, '_');
const indent = (lines: string[], spaces: number) => lines.map((line) => (line ? ' '.repeat(spaces) + line : line));

/** The variables every service gets: where each subgraph listens and how the others reach it. */
function subgraphEnv(): string[] {
  return [
    ...SUBGRAPHS.map((s) => `${envName(s)}_PORT: "${s.port}"`),
    '# How services reach the subgraphs (the gateway, and subgraphs asking each other).',
    ...SUBGRAPHS.map((s) => `${envName(s)}_URL: http://${s.name}:${s.port}/graphql`),
  ];
}

function subgraphService(s: SubgraphEntry): string[] {
  return [
    `${s.name}:`,
    '  <<: *node-service',
    `  command: ["node", "--import", "tsx", "${s.workspace}/${MAIN_FILE}"]`,
    '  environment:',
    '    <<: *platform-env',
    ...(s.media
      ? [
          `  # Its uploaded media (local-disk storage: DATA_DIR/uploads); the gateway streams it from`,
          '  # here, so no other service needs this volume.',
          '  volumes:',
          `    - ${s.media.volume}:/data`,
        ]
      : []),
    '  depends_on:',
    '    postgres:',
    '      condition: service_healthy',
    '    redis:',
    '      condition: service_healthy',
    '  healthcheck:',
    `    test: ["CMD", "node", "-e", "fetch('http://127.0.0.1:${s.port}${SUBGRAPH_HEALTH_PATH}').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]`,
    '    interval: 5s',
    '    timeout: 5s',
    '    retries: 30',
    '    start_period: 30s',
  ];
}

/** Each region's lines, by name, and the indentation it sits at. */
export function composeRegions(): Record<string, { spaces: number; lines: string[] }> {
  return {
    'subgraph-env': { spaces: 2, lines: subgraphEnv() },
    'subgraph-services': { spaces: 2, lines: SUBGRAPHS.flatMap((s, i) => [...(i ? [''] : []), ...subgraphService(s)]) },
    'gateway-depends-on': { spaces: 6, lines: SUBGRAPHS.flatMap((s) => [`${s.name}:`, '  condition: service_healthy']) },
    'subgraph-volumes': { spaces: 2, lines: SUBGRAPHS.flatMap((s) => (s.media ? [`${s.media.volume}:`] : [])) },
  };
}

export function dockerfileRegions(): Record<string, { spaces: number; lines: string[] }> {
  return {
    'app-ports': {
      spaces: 0,
      lines: [`# The gateway, then the subgraphs (${SUBGRAPHS.map((s) => s.name).join(', ')}).`, `EXPOSE ${[GATEWAY, ...SUBGRAPHS].map((s) => s.port).join(' ')}`],
    },
  };
}

/** The text with each region replaced; a region missing from the text is an error. */
export function fillRegions(text: string, regions: Record<string, { spaces: number; lines: string[] }>, file: string): string {
  let out = text;
  for (const [name, { spaces, lines }] of Object.entries(regions)) {
    const pattern = new RegExp(`^( *)# <generated: ${name}>[^\\n]*\\n[\\s\\S]*?^ *# </generated: ${name}>$`, 'm');
    const match = pattern.exec(out);
    if (!match) throw new Error(`${file} has no "# <generated: ${name}>" ... "# </generated: ${name}>" region`);
    const pad = match[1];
    const block = [`${pad}# <generated: ${name}> npm run gen:deploy writes this from the registry`, ...indent(lines, spaces), `${pad}# </generated: ${name}>`].join('\n');
    out = out.slice(0, match.index) + block + out.slice(match.index + match[0].length);
  }
  return out;
}

export function generatedCompose(current = readFileSync(COMPOSE_FILE, 'utf8')): string {
  return fillRegions(current, composeRegions(), 'docker-compose.yml');
}

export function generatedDockerfile(current = readFileSync(DOCKERFILE, 'utf8')): string {
  return fillRegions(current, dockerfileRegions(), 'Dockerfile');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(COMPOSE_FILE, generatedCompose());
  writeFileSync(DOCKERFILE, generatedDockerfile());
  console.log('wrote the registry regions of docker-compose.yml and Dockerfile');
}
