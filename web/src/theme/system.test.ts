// The theme carries only the Chakra recipes our screens use (the full preset costs about 12 KB
// of the first page's gzipped JavaScript). A component whose recipe is missing renders
// unstyled without any error, so this reads every Chakra import in web/src, finds the recipe
// keys those components style themselves with in Chakra's own source, and requires each one.
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from './system';

// Read as text through Vite (the web project has no Node types): the app's sources, and
// Chakra's ESM build, where each component is one module.
const appFiles = import.meta.glob(['../**/*.tsx', '../**/*.ts', '!../**/*.test.ts'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const CHAKRA = '/node_modules/@chakra-ui/react/dist/esm/';
const chakraFiles = import.meta.glob(['/node_modules/@chakra-ui/react/dist/esm/index.js', '/node_modules/@chakra-ui/react/dist/esm/components/**/*.js'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** `spec` relative to the module `from` (both absolute, '/'-separated). */
function resolveFrom(from: string, spec: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const piece of spec.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.') parts.push(piece);
  }
  return parts.join('/');
}

/** Every name the app imports from '@chakra-ui/react'. */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const code of Object.values(appFiles)) {
    for (const [, list] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of list!.split(',')) {
        const name = part
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** The module each of Chakra's exports comes from, read from its ESM index. */
function exportSources(): Map<string, string> {
  const indexPath = `${CHAKRA}index.js`;
  const index = chakraFiles[indexPath]!;
  const sources = new Map<string, string>();
  const namespaces = new Map<string, string>();
  for (const [, alias, from] of index.matchAll(/import \* as (\S+) from '([^']+)'/g)) namespaces.set(alias!, from!);
  for (const [, alias, name] of index.matchAll(/export \{ (\S+) as (\w+) \};/g)) {
    const from = namespaces.get(alias!);
    if (from) sources.set(name!, resolveFrom(indexPath, from));
  }
  for (const [, list, from] of index.matchAll(/export \{([^}]*)\} from '([^']+)'/g)) {
    for (const name of list!.split(','))
      sources.set(
        name
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
        resolveFrom(indexPath, from!),
      );
  }
  return sources;
}

/** The recipe keys a component module (and the component modules it builds on) styles with. */
function recipeKeys(file: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  const code = chakraFiles[file];
  if (seen.has(file) || code === undefined) return keys; // outside components/: no recipe of its own
  seen.add(file);
  for (const [, key] of code.matchAll(/(?:create(?:Slot)?RecipeContext|use(?:Slot)?Recipe)\(\s*\{[^}]*key: "(\w+)"/g)) keys.add(key!);
  for (const [, from] of code.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    for (const key of recipeKeys(resolveFrom(file, from!), seen)) keys.add(key);
  }
  return keys;
}

describe('the theme', () => {
  it('has the recipe of every Chakra component the app renders', () => {
    const sources = exportSources();
    const needed = new Map<string, string[]>();
    for (const name of importedNames()) {
      const file = sources.get(name);
      if (!file) continue; // a function (createSystem, useChakraContext...) or a type
      for (const key of recipeKeys(file)) needed.set(key, [...(needed.get(key) ?? []), name]);
    }
    // The reading found the components: a dialog, a button and a menu at least.
    expect([...needed.keys()]).toEqual(expect.arrayContaining(['dialog', 'button', 'menu']));
    // Chakra's own preset has no recipe for some (Text): those need none here either.
    const missing = [...needed].filter(([key]) => defaultSystem.hasRecipe(key) && !system.hasRecipe(key)).map(([key, by]) => `${key} (${by.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('has a brand palette (every key a colorPalette reads) and route colours for light and dark', () => {
    const conditions = (name: string) => system.tokens.getByName(`colors.${name}`)?.extensions.conditions as Record<string, string> | undefined;
    for (const key of ['solid', 'contrast', 'fg', 'muted', 'subtle', 'emphasized', 'focusRing', 'accent']) {
      expect(system.tokens.getByName(`colors.brand.${key}`), key).toBeDefined();
    }
    for (const name of ['brand.fg', 'brand.muted', 'brand.subtle', 'brand.emphasized', 'route.line', 'route.start', 'route.end', 'route.markerRing']) {
      const { _light, _dark } = conditions(name) ?? {};
      expect(_light, name).toBeDefined();
      expect(_dark, name).toBeDefined();
      expect(_light, name).not.toBe(_dark);
    }
  });

  it('is where every colour is named: the screens use semantic tokens, never hex, rgb() or a raw shade', () => {
    const raw = /#[0-9a-fA-F]{3,8}\b|rgba?\(|\bteal\b|['"](?:black|white|(?:black|white)Alpha\.\d+|(?:gray|green|red|cyan|orange|blue|yellow|purple|pink)\.\d{2,3})['"]/g;
    const offenders = Object.entries(appFiles)
      .filter(([file]) => !file.startsWith('./') && !file.includes('/generated/')) // ./ is this folder: the theme
      .flatMap(([file, code]) =>
        code
          .split('\n')
          // Painting a picture's pixels (a canvas, or MediaPipe's drawing of a skeleton on one) is not a colour of the interface.
          .filter((line) => !/fillStyle|strokeStyle|\bdraw(?:Connectors|Landmarks)\(/.test(line))
          .flatMap((line) => [...line.matchAll(raw)].map((m) => `${file}: ${m[0]}`)),
      );
    expect(offenders).toEqual([]);
  });
});
