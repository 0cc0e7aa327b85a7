// The sentence encoder must run with no network at all (RULES: nothing may download at run
// time): every way Node could reach out is refused for the whole load and embed, and the
// model still answers 512-dimension unit vectors whose cosines make sense.
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { EMBEDDING_DIMENSIONS, cosine, embed, encoderFailure } from './embeddings.js';

const attempts: string[] = [];
const saved = { fetch: globalThis.fetch, http: http.request, https: https.request, connect: net.connect, createConnection: net.createConnection };
const refuse =
  (what: string) =>
  (...args: unknown[]) => {
    attempts.push(`${what} ${String(args[0]).slice(0, 120)}`);
    throw new Error(`network refused in this test (${what})`);
  };
globalThis.fetch = refuse('fetch') as typeof fetch;
http.request = refuse('http.request') as typeof http.request;
https.request = refuse('https.request') as typeof https.request;
net.connect = refuse('net.connect') as typeof net.connect;
net.createConnection = refuse('net.createConnection') as typeof net.createConnection;

afterAll(() => {
  globalThis.fetch = saved.fetch;
  http.request = saved.http;
  https.request = saved.https;
  net.connect = saved.connect;
  net.createConnection = saved.createConnection;
});

describe('sentence embeddings (Universal Sentence Encoder lite from the npm package)', () => {
  it('load and embed offline, with no network call', async () => {
    const vectors = await embed(['How much sleep do adults need?', 'Adults need seven or more hours of sleep a night.', 'Magnesium is found in nuts and seeds.']);
    expect(encoderFailure()).toBeUndefined();
    expect(attempts).toEqual([]);
    expect(vectors).not.toBeNull();
    const [question, sleep, magnesium] = vectors!;
    expect(question).toHaveLength(EMBEDDING_DIMENSIONS);
    expect(cosine(question, question)).toBeCloseTo(1, 4);
    expect(cosine(question, sleep)).toBeGreaterThan(cosine(question, magnesium) + 0.2);
  }, 120_000);
});
