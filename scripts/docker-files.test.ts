// docker-compose cannot run on the development machine, so its files are read against the
// code: the app image exposes every port its services listen on by default, and the web
// build gets every build-time variable the Dockerfile declares, in both images that carry it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GATEWAY, SUBGRAPHS } from '../subgraphs/kit/src/registry.js';

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
});
