// The shared part of an event's lookup must not hold anything that depends on its reader.
// This reads every subgraph's field resolvers and finds those that read the caller, directly
// (ctx.auth, requireUser, viewerId) or through functions that do, and checks each is covered
// by viewer-scope.ts: a new per-reader field that nobody listed fails here, not in production
// as one member seeing another's unread count.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { VIEWER_FIELDS, VIEWER_TYPES, viewerScope } from './viewer-scope.js';

const root = join(import.meta.dirname, '../../..');
const READS_CALLER = /ctx\.auth\b|requireUser\(|viewerId\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'node_modules' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.generated.ts') ? [path] : [];
  });
}

const subgraphDirs = readdirSync(join(root, 'subgraphs')).filter((name) => !['kit', 'dev-env'].includes(name));
const files = subgraphDirs.flatMap((name) => sourceFiles(join(root, 'subgraphs', name, 'src')));
const texts = files.map((file) => readFileSync(file, 'utf8'));

/** Top-level functions and consts by name, with their text (up to the next top-level statement). */
function topLevel(text: string): Map<string, string> {
  const found = new Map<string, string>();
  const starts = [...text.matchAll(/^(?:export )?(?:async )?(?:function\*? (\w+)|const (\w+)\s*=)/gm)];
  starts.forEach((match, i) => {
    const end = i + 1 < starts.length ? starts[i + 1].index : text.length;
    found.set(match[1] ?? match[2], text.slice(match.index, end));
  });
  return found;
}

/** Names of functions that read the caller, directly or by calling one that does. */
function callerReaders(): Set<string> {
  const bodies = new Map<string, string>();
  for (const text of texts) for (const [name, body] of topLevel(text)) bodies.set(name, body);
  const readers = new Set<string>();
  for (let changed = true; changed;) {
    changed = false;
    for (const [name, body] of bodies) {
      if (readers.has(name)) continue;
      if (READS_CALLER.test(body) || [...readers].some((r) => new RegExp(`\\b${r}\\(`).test(body))) {
        readers.add(name);
        changed = true;
      }
    }
  }
  return readers;
}

/** The GraphQL name of each TypeScript class declared with @ObjectType('Name'). */
function graphqlNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const text of texts) {
    for (const m of text.matchAll(/@ObjectType\(\s*'(\w+)'[^]*?\n(?:export )?(?:abstract )?class (\w+)/g)) names.set(m[2], m[1]);
  }
  return names;
}

/** Type.field of every field resolver whose method reads the caller. */
function fieldsReadingTheCaller(): string[] {
  const readers = callerReaders();
  const names = graphqlNames();
  const found: string[] = [];
  for (const text of texts) {
    for (const cls of text.matchAll(/@Resolver\(\(\) => (\w+)\)[^]*?(?=@Resolver\(|$)/g)) {
      const typeName = names.get(cls[1]) ?? cls[1];
      const methods = cls[0].split(/@FieldResolver\(/).slice(1);
      for (const method of methods) {
        const name = /\)\s*(?:async\s+)?(\w+)\(/.exec(method)?.[1];
        if (!name) continue;
        const body = method.split(/\n {2}@(?:Query|Mutation|Subscription)\(/)[0];
        if (READS_CALLER.test(body) || [...readers].some((r) => new RegExp(`\\b${r}\\(`).test(body))) found.push(`${typeName}.${name}`);
      }
    }
  }
  return [...new Set(found)].sort();
}

describe('viewer scope', () => {
  const schema = buildSchema(readFileSync(join(root, 'schema/api.graphql'), 'utf8'));
  const scope = viewerScope(schema);

  it('covers every field resolver that reads the caller', () => {
    const found = fieldsReadingTheCaller();
    // The scan finds the known ones (it is not looking at nothing).
    expect(found).toEqual(expect.arrayContaining(['Conversation.unreadCount', 'User.email', 'Post.liked']));
    const uncovered = found.filter((coordinate) => {
      const [typeName, field] = coordinate.split('.');
      return !scope.isViewerField(schema.getType(typeName) as never, field);
    });
    expect(uncovered).toEqual([]);
  });

  it('names only types and fields the schema has', () => {
    for (const typeName of VIEWER_TYPES) expect(schema.getType(typeName), typeName).toBeDefined();
    for (const coordinate of VIEWER_FIELDS) {
      const [typeName, field] = coordinate.split('.');
      const type = schema.getType(typeName);
      expect(type && 'getFields' in type ? type.getFields()[field] : undefined, coordinate).toBeDefined();
    }
  });

  it('makes a field returning a per-reader type per reader, wherever it is', () => {
    expect(scope.isViewerField(schema.getType('Message') as never, 'sharedPost')).toBe(true);
    expect(scope.isViewerField(schema.getType('Message') as never, 'body')).toBe(false);
    expect(scope.isViewerField(schema.getType('User') as never, 'name')).toBe(false);
    expect(scope.isViewerField(schema.getType('Message') as never, '__typename')).toBe(false);
  });
});
