// The web app's initial JavaScript: the entry script of index.html plus every module it
// preloads, gzipped, i.e. what a first visit downloads before anything renders. The budget
// keeps it at or below 225 KB (225,000 bytes); heavier parts load on demand (React.lazy,
// import()). `npx tsx scripts/bundle-size.ts` prints the figure for the current web/dist.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_BUDGET_BYTES = 225_000;

const dist = fileURLToPath(new URL('../web/dist', import.meta.url));

export interface InitialScript {
  file: string;
  gzipBytes: number;
}

/** The scripts index.html loads or preloads (module scripts and modulepreload links), gzipped. */
export function initialScripts(distDir = dist): InitialScript[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1];
    if ((isScript || isPreload) && url) files.add(url.replace(/^\//, ''));
  }
  return [...files].map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const scripts = initialScripts();
  for (const s of scripts) console.log(`${(s.gzipBytes / 1000).toFixed(1).padStart(7)} KB  ${s.file}`);
  const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
  console.log(`${(total / 1000).toFixed(1).padStart(7)} KB  initial JavaScript, gzip (budget ${INITIAL_JS_BUDGET_BYTES / 1000} KB)`);
}
