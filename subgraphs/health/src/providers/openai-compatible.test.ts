// The adapter against a real loopback server speaking OpenAI's chat-completions API: every
// request crosses a socket, every failure is one a real provider produces.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChatProvider, MAX_JSON_SCAN_CHARS, ProviderError, chatProviderFrom, parseJsonReply, type ChatMessage, type ChatProviderSettings } from './openai-compatible.js';
import { startChatServer, type ChatServer } from '@pulse/dev-env';

const KEY = 'sk-pulse-test-4f9a2c7e1b';
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const hello: ChatMessage[] = [{ role: 'user', content: 'hello there' }];

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

/** The rejection, which must be a ProviderError (a plain Error would fail here, naming itself). */
async function providerError(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => new Error('expected a failure, got an answer'),
    (e: unknown) => e,
  );
  if (!(error instanceof ProviderError)) throw error;
  return error;
}

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('ChatProvider against a loopback OpenAI-compatible server', () => {
  let open: ChatServer;
  let keyed: ChatServer;
  let provider: ChatProvider;
  const settings = (server: ChatServer, more: Partial<ChatProviderSettings> = {}): ChatProviderSettings => ({
    baseUrl: server.url,
    visionModel: 'llava:13b',
    chatModel: 'llama3.1:8b',
    timeoutMs: 5_000,
    ...more,
  });

  beforeAll(async () => {
    open = await startChatServer();
    keyed = await startChatServer({ apiKey: KEY });
    provider = new ChatProvider(settings(open));
  });
  afterAll(async () => {
    await open.close();
    await keyed.close();
  });
  afterEach(() => {
    open.requests.length = 0;
    keyed.requests.length = 0;
  });

  it('answers a chat request with the chat model, and echoes by default', async () => {
    const answer = await provider.complete({ purpose: 'chat', messages: hello });
    expect(answer).toEqual({ text: 'You said: hello there', model: 'llama3.1:8b' });
    const [request] = open.requests;
    expect(request).toMatchObject({ model: 'llama3.1:8b', stream: false, hasImage: false, authorization: 'none' });
    expect(request.messages).toEqual(hello);
  });

  it('reads a scripted JSON answer and sends json mode, max_tokens and temperature', async () => {
    open.reply({ content: '{"foods":[{"name":"rice","grams":150}]}', model: 'llama3.1:8b-instruct-q4' });
    const answer = await provider.complete({ purpose: 'chat', messages: hello, json: true, maxTokens: 300, temperature: 0 });
    expect(answer.model).toBe('llama3.1:8b-instruct-q4');
    expect(parseJsonReply(answer.text)).toEqual({ foods: [{ name: 'rice', grams: 150 }] });
    expect(open.requests[0]).toMatchObject({ responseFormat: { type: 'json_object' }, maxTokens: 300, temperature: 0 });
  });

  it('sends the image as a data URL part to the vision model', async () => {
    open.reply({ content: '{"foods":[]}' });
    await provider.complete({
      purpose: 'vision',
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Name the foods.' },
            { type: 'image_url', image_url: { url: PNG } },
          ],
        },
      ],
    });
    expect(open.requests[0]).toMatchObject({ model: 'llava:13b', hasImage: true, imageIsDataUrl: true });
  });

  it('reassembles a streamed answer in order', async () => {
    open.reply({ chunks: ['Drink ', 'water ', 'after ', 'your ', 'run.'] });
    const pieces = await collect(provider.stream({ purpose: 'chat', messages: hello }));
    expect(pieces).toEqual(['Drink ', 'water ', 'after ', 'your ', 'run.']);
    expect(open.requests[0]).toMatchObject({ stream: true, model: 'llama3.1:8b' });
    expect(open.requests[0].headers.accept).toBe('text/event-stream');
  });

  it('reads SSE frames cut across network reads (mid-line, mid-character) and skips keep-alive comments', async () => {
    const chunks = ['Crème ', 'brûlée ', 'has 🍮 ', '≈ 300 kcal.'];
    open.reply({ chunks, splitFrames: true, keepAlive: true });
    expect((await collect(provider.stream({ purpose: 'chat', messages: hello }))).join('')).toBe(chunks.join(''));
  });

  it('streams the default echo, and a whole answer from a server that ignores stream: true', async () => {
    expect((await collect(provider.stream({ purpose: 'chat', messages: hello }))).join('')).toBe('You said: hello there');
    open.reply({ content: 'whole answer', ignoreStream: true });
    expect(await collect(provider.stream({ purpose: 'chat', messages: hello }))).toEqual(['whole answer']);
  });

  it('accepts a stream that ends with finish_reason but no [DONE]', async () => {
    open.reply({ chunks: ['a', 'b'], omitDone: true });
    expect(await collect(provider.stream({ purpose: 'chat', messages: hello }))).toEqual(['a', 'b']);
  });

  it('sends the Authorization header only when a key is set', async () => {
    const withKey = new ChatProvider(settings(keyed, { apiKey: KEY }));
    expect((await withKey.complete({ purpose: 'chat', messages: hello })).text).toBe('You said: hello there');
    await provider.complete({ purpose: 'chat', messages: hello });
    expect(keyed.requests[0].authorization).toBe('valid');
    expect(open.requests[0].authorization).toBe('none');
    expect(JSON.stringify(keyed.requests[0])).not.toContain(KEY);
    expect(JSON.stringify(withKey)).not.toContain(KEY);
    expect(JSON.stringify(withKey.settings)).not.toContain(KEY);
  });

  it('turns 401 into refused, never repeating the key the server echoed', async () => {
    const wrongKey = 'sk-wrong-key-0000000000';
    const error = await providerError(new ChatProvider(settings(keyed, { apiKey: wrongKey })).complete({ purpose: 'chat', messages: hello }));
    expect(error).toMatchObject({ kind: 'refused', status: 401 });
    expect(keyed.requests[0].authorization).toBe('invalid');
    expect(error.message).toContain(new URL(keyed.url).host);
    expect(error.message).toContain('Incorrect API key provided');
    expect(error.message).not.toContain(wrongKey);
    expect(error.stack ?? '').not.toContain(wrongKey);
  });

  it('says no key is configured when a keyed server answers 401 to a keyless request', async () => {
    const error = await providerError(new ChatProvider(settings(keyed)).complete({ purpose: 'chat', messages: hello }));
    expect(error.kind).toBe('refused');
    expect(error.message).toContain('none is configured (AI_API_KEY)');
  });

  it('turns 429 into rate-limited with Retry-After', async () => {
    open.reply({ retryAfter: 17 });
    const error = await providerError(provider.complete({ purpose: 'chat', messages: hello }));
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterSeconds: 17 });
    expect(error.message).toContain('try again in 17 s');
  });

  it("turns a 500 into bad-response carrying the provider's message", async () => {
    open.reply({ status: 500, error: 'model "llava:13b" not found, try pulling it first' });
    const error = await providerError(provider.complete({ purpose: 'chat', messages: hello }));
    expect(error).toMatchObject({ kind: 'bad-response', status: 500 });
    expect(error.message).toContain('model "llava:13b" not found, try pulling it first');
    expect(error.message).toContain('(HTTP 500)');
  });

  it('turns a failure before a stream starts into the same errors', async () => {
    open.reply({ retryAfter: 3 });
    expect(await providerError(collect(provider.stream({ purpose: 'chat', messages: hello })))).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 3 });
  });

  it('turns an unreadable answer into bad-response, whole or streamed', async () => {
    open.reply({ badJson: true });
    expect(await providerError(provider.complete({ purpose: 'chat', messages: hello }))).toMatchObject({ kind: 'bad-response' });
    open.reply({ badJson: true });
    const streamed = await providerError(collect(provider.stream({ purpose: 'chat', messages: hello })));
    expect(streamed.kind).toBe('bad-response');
    expect(streamed.message).toContain('could not read');
  });

  it('turns a stall into timeout with a message naming the wait', async () => {
    const quick = new ChatProvider(settings(open, { timeoutMs: 200 }));
    open.reply({ stall: true });
    // The service never answers: only our timeout ends this (else the test itself times out).
    const error = await providerError(quick.complete({ purpose: 'chat', messages: hello }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(`The AI service at ${new URL(open.url).host} did not answer within 0.2 s.`);
    open.reply({ stall: true });
    expect(await providerError(collect(quick.stream({ purpose: 'chat', messages: hello })))).toMatchObject({ kind: 'timeout' });
  });

  it('times out a stream that goes quiet mid-answer, after yielding what came', async () => {
    const quick = new ChatProvider(settings(open, { timeoutMs: 200 }));
    open.reply({ chunks: ['one ', 'two ', 'three'], stallAfter: 2 });
    const pieces: string[] = [];
    const error = await providerError(
      (async () => {
        for await (const piece of quick.stream({ purpose: 'chat', messages: hello })) pieces.push(piece);
      })(),
    );
    expect(pieces).toEqual(['one ', 'two ']);
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('stopped answering for 0.2 s in the middle of a reply');
  });

  it('does not count a slow consumer against the idle timeout', async () => {
    const quick = new ChatProvider(settings(open, { timeoutMs: 200 }));
    open.reply({ chunks: ['a', 'b', 'c'] });
    const pieces: string[] = [];
    for await (const piece of quick.stream({ purpose: 'chat', messages: hello })) {
      pieces.push(piece);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(pieces).toEqual(['a', 'b', 'c']);
  });

  it('turns a refused connection into unavailable', async () => {
    const port = await closedPort();
    const nowhere = new ChatProvider({ baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: KEY, visionModel: 'v', chatModel: 'c', timeoutMs: 5_000 });
    const error = await providerError(nowhere.complete({ purpose: 'chat', messages: hello }));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe(`The AI service at 127.0.0.1:${port} cannot be reached: nothing is listening there.`);
    expect((await providerError(collect(nowhere.stream({ purpose: 'chat', messages: hello })))).kind).toBe('unavailable');
  });

  it('honours an abort signal, whole or mid-stream, with the caller\u2019s reason', async () => {
    open.reply({ stall: true });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const aborted = await provider.complete({ purpose: 'chat', messages: hello, signal: controller.signal }).catch((e: unknown) => e);
    expect(aborted).not.toBeInstanceOf(ProviderError);
    expect((aborted as Error).name).toBe('AbortError');

    open.reply({ chunks: ['one ', 'two ', 'three'], stallAfter: 1 });
    const midStream = new AbortController();
    const pieces: string[] = [];
    const reason = new Error('member left the page');
    const outcome = await (async () => {
      for await (const piece of provider.stream({ purpose: 'chat', messages: hello, signal: midStream.signal })) {
        pieces.push(piece);
        midStream.abort(reason);
      }
    })().catch((e: unknown) => e);
    expect(pieces).toEqual(['one ']);
    expect(outcome).toBe(reason);

    const already = new AbortController();
    already.abort(reason);
    await expect(provider.complete({ purpose: 'chat', messages: hello, signal: already.signal })).rejects.toBe(reason);
  });

  it('closes the connection when the consumer stops early', async () => {
    open.reply({ chunks: ['first', 'second', 'third'], stallAfter: 2 });
    for await (const piece of provider.stream({ purpose: 'chat', messages: hello })) {
      expect(piece).toBe('first');
      break;
    }
    // The server sees the hang-up: the stalled answer's socket is not left open.
    await expect.poll(() => open.requests[0].clientClosed, { timeout: 2_000 }).toBe(true);
    expect((await provider.complete({ purpose: 'chat', messages: hello })).text).toBe('You said: hello there');
  });

  it('never puts the key in an error message, whatever the failure', async () => {
    const keyedProvider = new ChatProvider(settings(open, { apiKey: KEY, timeoutMs: 200 }));
    const scripts = [{ status: 500, error: `upstream rejected ${KEY}` }, { retryAfter: 1 }, { badJson: true as const }, { stall: true as const }];
    for (const script of scripts) {
      open.reply(script);
      const error = await providerError(keyedProvider.complete({ purpose: 'chat', messages: hello }));
      expect(error.message).not.toContain(KEY);
    }
  });

  it('answers the server’s validation 400 as bad-response with its message', async () => {
    // A message with an unknown part type reaches the server, which refuses it as OpenAI would.
    const error = await providerError(
      provider.complete({ purpose: 'chat', messages: [{ role: 'user', content: [{ type: 'audio', audio: 'x' } as unknown as { type: 'text'; text: string }] }] }),
    );
    expect(error).toMatchObject({ kind: 'bad-response', status: 400 });
    expect(error.message).toContain('Invalid content part');
  });

  it('refuses a purpose with no model configured without calling the service', async () => {
    const chatOnly = chatProviderFrom({ baseUrl: open.url, chatModel: 'llama3.1:8b' })!;
    expect(chatOnly.has('chat')).toBe(true);
    expect(chatOnly.has('vision')).toBe(false);
    const error = await providerError(chatOnly.complete({ purpose: 'vision', messages: hello }));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('AI_VISION_MODEL');
    expect(open.requests).toHaveLength(0);
  });
});

describe('chatProviderFrom', () => {
  it('is null without a base URL: no AI configured', () => {
    expect(chatProviderFrom({})).toBeNull();
    expect(chatProviderFrom({ baseUrl: '  ', chatModel: 'llama3.1:8b' })).toBeNull();
  });

  it('builds a provider with the 30 s default timeout and trims the URL', () => {
    const provider = chatProviderFrom({ baseUrl: 'http://127.0.0.1:11434/v1/', visionModel: 'llava', chatModel: 'llama3.1' })!;
    expect(provider.settings).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', visionModel: 'llava', chatModel: 'llama3.1', timeoutMs: 30_000 });
  });

  it('refuses a base URL with no model, and an address that is not http(s)', () => {
    expect(() => chatProviderFrom({ baseUrl: 'http://127.0.0.1:11434/v1' })).toThrow(/AI_CHAT_MODEL/);
    expect(() => chatProviderFrom({ baseUrl: 'ftp://example.test/v1', chatModel: 'm' })).toThrow(/http or https/);
    expect(() => chatProviderFrom({ baseUrl: 'not a url', chatModel: 'm' })).toThrow(/not a URL/);
  });
});

describe('parseJsonReply', () => {
  it('reads plain JSON', () => {
    expect(parseJsonReply(' {"a":1} ')).toEqual({ a: 1 });
    expect(parseJsonReply('[1,2]')).toEqual([1, 2]);
  });

  it('reads JSON inside ```json fences', () => {
    expect(parseJsonReply('Here you go:\n```json\n{"foods":[{"name":"egg","grams":50}]}\n```\nEnjoy!')).toEqual({ foods: [{ name: 'egg', grams: 50 }] });
    expect(parseJsonReply('```\n[{"name":"toast"}]\n```')).toEqual([{ name: 'toast' }]);
  });

  it('finds the first JSON object in prose, past braces inside strings and failed candidates', () => {
    expect(parseJsonReply('Sure! The plate {looks} good: {"name":"pasta {al dente}","note":"a \\"}\\" brace"} Hope that helps.')).toEqual({
      name: 'pasta {al dente}',
      note: 'a "}" brace',
    });
  });

  it('skips a reasoning model’s <think> block', () => {
    expect(parseJsonReply('<think>maybe {"wrong": true}?</think>\n{"right": true}')).toEqual({ right: true });
  });

  it('gives up on a reply full of stray brackets after a bounded scan, not a quadratic one', () => {
    // Counted in characters read, not in seconds: 200 candidates x 50,000 characters unbounded.
    const meter = { scanned: 0 };
    expect(() => parseJsonReply('{'.repeat(50_000) + ' no JSON here', meter)).toThrow(ProviderError);
    expect(meter.scanned).toBeGreaterThan(0);
    expect(meter.scanned).toBeLessThanOrEqual(MAX_JSON_SCAN_CHARS + 1);
  });

  it('still finds JSON after many stray brackets when the scan budget allows', () => {
    const meter = { scanned: 0 };
    expect(parseJsonReply('{'.repeat(100) + ' then {"ok":true}', meter)).toEqual({ ok: true });
    expect(meter.scanned).toBeLessThan(MAX_JSON_SCAN_CHARS);
  });

  it('throws bad-response when there is no JSON', () => {
    for (const text of ['I cannot see any food in this picture.', '', '42', '{"unterminated": ']) {
      let error: unknown;
      try {
        parseJsonReply(text);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ProviderError);
      expect((error as ProviderError).kind).toBe('bad-response');
    }
  });
});
