// docker-compose cannot run on the development machine, so its files are read against the
// code: the services it runs are the registry's (its service lists are generated from it by
// `npm run gen:deploy`, and must not be stale), the app image exposes every port its services
// listen on by default, and the web build gets every build-time variable the Dockerfile
// declares, in both images that carry it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { GATEWAY, MAIN_FILE, SERVICES, SFU, SUBGRAPHS, healthPathOf } from '../subgraphs/kit/src/registry.js';
import { generatedCompose, generatedDockerfile } from './deploy-files.js';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const dockerfile = read('Dockerfile');
const compose = read('docker-compose.yml');

/** The lines of one stage: from its FROM to the next FROM. */
function stage(name: string): string {
  const start = dockerfile.search(new RegExp(`^FROM \\S+ AS ${name}$`, 'm'));
  expect(start, `stage ${name}`).toBeGreaterThanOrEqual(0);
  const next = dockerfile.slice(start + 1).search(/^FROM /m);
  return next < 0 ? dockerfile.slice(start) : dockerfile.slice(start, start + 1 + next);
}

describe('Dockerfile and docker-compose.yml', () => {
  it('the app image exposes the gateway and every subgraph port', () => {
    const exposed = [...stage('app').matchAll(/^EXPOSE (.+)$/gm)].flatMap((m) => m[1].trim().split(/\s+/).map(Number));
    expect(exposed.sort()).toEqual([GATEWAY.port, ...SUBGRAPHS.map((s) => s.port)].sort());
  });

  it('passes every build-time VITE_ variable of the web build as a build arg, to the app and web images alike', () => {
    const declared = [...stage('web-build').matchAll(/^ARG (VITE_[A-Z0-9_]+)=/gm)].map((m) => m[1]).sort();
    expect(declared).toEqual(['VITE_AD_SCRIPT_URL', 'VITE_CONTACT_EMAIL']);
    for (const name of declared) expect(stage('web-build')).toMatch(new RegExp(`ENV .*\\b${name}=\\$\\{${name}\\}`));

    const block = /args: &web-build-args\n((?: {6}\S.*\n)+)/.exec(compose);
    expect(block).not.toBeNull();
    // Each arg passes the variable of the same name from the environment (empty when unset).
    const args = [...block![1].matchAll(/^ {6}(VITE_[A-Z0-9_]+): \$\{(VITE_[A-Z0-9_]+):-\}$/gm)];
    for (const [, name, from] of args) expect(from).toBe(name);
    expect(args.map((m) => m[1]).sort()).toEqual(declared);
    // The shared service block (every Node service, the gateway included) and the web image use them.
    expect(compose).toMatch(/x-node-service: &node-service\n {2}build:\n(?: {4}.*\n)*? {4}args: &web-build-args/);
    expect(compose).toMatch(/ {6}target: web\n {6}args: \*web-build-args\n/);
  });

  it('is up to date with the registry (npm run gen:deploy rewrites the generated regions)', () => {
    expect(compose, 'docker-compose.yml is stale: run npm run gen:deploy').toBe(generatedCompose(compose));
    expect(dockerfile, 'Dockerfile is stale: run npm run gen:deploy').toBe(generatedDockerfile(dockerfile));
  });

  it('runs every service of the registry from its workspace, health-checked on its port, the gateway after every subgraph', () => {
    type Service = { command: string[]; healthcheck: { test: string[] }; environment: Record<string, string>; depends_on?: Record<string, unknown>; volumes?: string[] };
    const parsed = parse(compose, { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
    for (const service of SERVICES) {
      const defined = parsed.services[service.name];
      expect(defined, service.name).toBeDefined();
      expect(defined.command).toEqual(['node', '--import', 'tsx', `${service.workspace}/${MAIN_FILE}`]);
      expect(defined.healthcheck.test.join(' ')).toContain(`http://127.0.0.1:${service.port}${healthPathOf(service)}`);
    }
    const env = parsed.services[GATEWAY.name].environment;
    for (const s of SUBGRAPHS) {
      const key = s.name.toUpperCase();
      expect([env[`${key}_PORT`], env[`${key}_URL`]]).toEqual([String(s.port), `http://${s.name}:${s.port}/graphql`]);
      expect(Object.keys(parsed.services[GATEWAY.name].depends_on ?? {})).toContain(s.name);
      if (s.media) {
        expect(parsed.services[s.name].volumes).toEqual([`${s.media.volume}:/data`]);
        expect(parsed.volumes).toHaveProperty(s.media.volume);
      }
    }
    expect(parsed.services[SFU.name].environment.SFU_PORT).toBe(String(SFU.port));
    expect(env.SFU_INTERNAL_URL).toBe(`ws://${SFU.name}:${SFU.port}`);
    expect(env.PORT).toBe(String(GATEWAY.port));
  });

  it('makes every registry workspace, and every package under subgraphs/, an npm workspace', () => {
    const { workspaces } = JSON.parse(read('package.json')) as { workspaces: string[] };
    const folders = readdirSync(new URL('../subgraphs/', import.meta.url))
      .map((name) => `subgraphs/${name}`)
      .filter((folder) => existsSync(new URL(`../${folder}/package.json`, import.meta.url)));
    // npm's patterns here are folders or `folder/*` (its direct children).
    const listed = (folder: string) =>
      workspaces.some((w) => w === folder || (w.endsWith('/*') && folder.startsWith(w.slice(0, -1)) && !folder.slice(w.length - 1).includes('/')));
    for (const workspace of [...SERVICES.map((s) => s.workspace), ...folders]) expect(listed(workspace), workspace).toBe(true);
  });
});
