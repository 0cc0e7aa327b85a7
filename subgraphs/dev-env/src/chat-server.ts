// A real HTTP server on loopback speaking OpenAI's `POST /v1/chat/completions`, so the adapter
// and everything above it are tested over real sockets against the wire format (JSON answers,
// SSE streams ending in `data: [DONE]`, OpenAI's error bodies) instead of a mocked fetch.
// Tests script what the next answers are; with nothing scripted it echoes, which is
// deterministic and obviously not a model's opinion.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatServerOptions {
  /** When set, every request must carry `Authorization: Bearer <apiKey>` (401 otherwise). */
  apiKey?: string;
}

export type ScriptedReply =
  /**
   * One whole answer (sent as a single chunk when the request streams, or as plain JSON with
   * `ignoreStream`, as some compatible servers do).
   */
  | { content: string; model?: string; ignoreStream?: boolean }
  /**
   * A streamed answer, one SSE frame per chunk (joined into one answer when the request does not
   * stream). `splitFrames` writes every frame in two TCP writes, cut inside its line (inside a
   * multi-byte character when there is one); `keepAlive` sends `: keep-alive` comments between
   * frames; `stallAfter` goes silent after that many chunks; `omitDone` ends without `[DONE]`.
   */
  | { chunks: string[]; splitFrames?: boolean; keepAlive?: boolean; stallAfter?: number; omitDone?: boolean }
  /** An error answer in OpenAI's shape. */
  | { status: number; error: string }
  /** Never answers (until the client gives up or the server closes). */
  | { stall: true }
  /** 200 with a body that is not JSON (a broken SSE frame when streaming). */
  | { badJson: true }
  /** 429 with `Retry-After: <seconds>`. */
  | { retryAfter: number };

export interface RecordedRequest {
  model: unknown;
  messages: unknown;
  stream: boolean;
  /** Some message has an `image_url` part. */
  hasImage: boolean;
  /** Every image part is a `data:image/…;base64,` URL. */
  imageIsDataUrl: boolean;
  responseFormat: unknown;
  maxTokens: unknown;
  temperature: unknown;
  /** Whether the request carried a bearer token, and whether it was the server's key. */
  authorization: 'none' | 'valid' | 'invalid';
  /** Request headers without `authorization` (its value is a secret). */
  headers: Record<string, string>;
  body: unknown;
  /** Set once the client hung up before the answer was complete (a consumer that stopped, a timeout). */
  clientClosed: boolean;
}

export interface ChatServer {
  /** Base URL ending in `/v1`, as an operator would configure it. */
  url: string;
  requests: RecordedRequest[];
  /** Queues the answer to a later request (first queued, first used). */
  reply(next: ScriptedReply): void;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 20 * 1024 * 1024;
const ROLES = new Set(['system', 'user', 'assistant', 'developer', 'tool']);
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/]+=*$/i;

export async function startChatServer(options: ChatServerOptions = {}): Promise<ChatServer> {
  const requests: RecordedRequest[] = [];
  const queue: ScriptedReply[] = [];
  let counter = 0;

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // A test server bug must show up as a failing request, not an unhandled rejection.
      if (!res.headersSent) sendError(res, 500, `chat-server failed: ${String(error)}`, 'server_error');
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/v1/chat/completions') return sendError(res, 404, `Invalid URL (${req.method} ${path})`, 'invalid_request_error');
    if (req.method !== 'POST') return sendError(res, 405, `Method ${req.method} not allowed on ${path}`, 'invalid_request_error');

    const raw = await readBody(req);
    const authorization = checkAuthorization(req.headers.authorization, options.apiKey);
    let body: unknown;
    try {
      body = raw === null ? undefined : (JSON.parse(raw) as unknown);
    } catch (_error) {
      body = undefined;
    }
    const record = recordOf(req, body, authorization);
    requests.push(record);
    res.on('close', () => {
      if (!res.writableFinished) record.clientClosed = true;
    });

    if (raw === null) return sendError(res, 413, 'Request body too large.', 'invalid_request_error');
    if (options.apiKey && authorization !== 'valid') {
      // OpenAI masks the middle of the key it refuses; this server repeats it whole on purpose, so
      // tests prove the client scrubs keys out of provider messages instead of trusting providers to.
      const given = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      const message = given
        ? `Incorrect API key provided: ${given}. You can find your API key in your account settings.`
        : "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).";
      return sendError(res, 401, message, 'invalid_request_error', 'invalid_api_key');
    }
    if (body === undefined) return sendError(res, 400, 'We could not parse the JSON body of your request.', 'invalid_request_error');
    const invalid = validate(body);
    if (invalid) return sendError(res, 400, invalid.message, 'invalid_request_error', null, invalid.param);

    const request = body as { model: string; messages: { role: string; content: unknown }[]; stream?: boolean };
    const id = `chatcmpl-${++counter}`;
    const next = queue.shift() ?? { content: echo(request.messages) };
    await answer(res, next, { id, model: request.model, stream: request.stream === true, promptTokens: countWords(request.messages) });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(next) {
      queue.push(next);
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Stalled answers hold their sockets open; close() must not wait for them.
        server.closeAllConnections();
      });
    },
  };
}

interface AnswerContext {
  id: string;
  model: string;
  stream: boolean;
  promptTokens: number;
}

async function answer(res: ServerResponse, next: ScriptedReply, ctx: AnswerContext): Promise<void> {
  if ('stall' in next) return; // the socket stays open until the client or close() ends it
  if ('retryAfter' in next) {
    res.setHeader('retry-after', String(next.retryAfter));
    return sendError(res, 429, 'Rate limit reached for requests. Please try again later.', 'requests', 'rate_limit_exceeded');
  }
  if ('status' in next) return sendError(res, next.status, next.error, next.status >= 500 ? 'server_error' : 'invalid_request_error');
  if ('badJson' in next) {
    if (ctx.stream) {
      startStream(res);
      res.end('data: {"id": "chatcmpl-broken", "choices": [\n\n');
    } else {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id": "chatcmpl-broken", "choices": [');
    }
    return;
  }
  const chunks = 'chunks' in next ? next.chunks : [next.content];
  const model = 'model' in next && next.model ? next.model : ctx.model;
  if (!ctx.stream || ('ignoreStream' in next && next.ignoreStream)) return sendCompletion(res, ctx, model, chunks.join(''));
  const script = 'chunks' in next ? next : {};
  await sendStream(res, ctx, model, chunks, script);
}

function sendCompletion(res: ServerResponse, ctx: AnswerContext, model: string, content: string): void {
  const completionTokens = countWords([{ content }]);
  sendJson(res, 200, {
    id: ctx.id,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: ctx.promptTokens, completion_tokens: completionTokens, total_tokens: ctx.promptTokens + completionTokens },
  });
}

async function sendStream(
  res: ServerResponse,
  ctx: AnswerContext,
  model: string,
  chunks: string[],
  script: { splitFrames?: boolean; keepAlive?: boolean; stallAfter?: number; omitDone?: boolean },
): Promise<void> {
  startStream(res);
  const created = Math.floor(Date.now() / 1000);
  const frame = (delta: Record<string, unknown>, finishReason: string | null): string =>
    `data: ${JSON.stringify({ id: ctx.id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`;

  // OpenAI's first chunk names the role with empty content; the last one carries finish_reason.
  await write(res, frame({ role: 'assistant', content: '' }, null), false);
  for (const [index, content] of chunks.entries()) {
    if (script.stallAfter !== undefined && index >= script.stallAfter) return;
    if (script.keepAlive) await write(res, ': keep-alive\n\n', false);
    await write(res, frame({ content }, null), script.splitFrames === true);
  }
  await write(res, frame({}, 'stop'), false);
  if (!script.omitDone) await write(res, 'data: [DONE]\n\n', script.splitFrames === true);
  res.end();
}

function startStream(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
  res.flushHeaders();
  // Each write leaves at once, so the client's reads see the pieces the test meant.
  res.socket?.setNoDelay(true);
}

/** Writes a frame, as two TCP writes when asked; pauses after so the client reads each separately. */
async function write(res: ServerResponse, text: string, split: boolean): Promise<void> {
  if (res.destroyed) return;
  const bytes = Buffer.from(text, 'utf8');
  if (split) {
    const cut = splitPoint(text, bytes);
    res.write(bytes.subarray(0, cut));
    await pause(15);
    if (res.destroyed) return;
    res.write(bytes.subarray(cut));
  } else {
    res.write(bytes);
  }
  await pause(3);
}

/** Inside the first multi-byte character when there is one (the hardest cut for a decoder), else mid-frame. */
function splitPoint(text: string, bytes: Buffer): number {
  const wide = [...text].findIndex((c) => c.codePointAt(0)! > 0x7f);
  if (wide >= 0) return Buffer.byteLength([...text].slice(0, wide).join(''), 'utf8') + 1;
  return Math.max(1, Math.floor(bytes.length / 2));
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function sendError(res: ServerResponse, status: number, message: string, type: string, code: string | null = null, param: string | null = null): void {
  sendJson(res, status, { error: { message, type, param, code } });
}

/** The body as text, or null past the size limit. */
async function readBody(req: IncomingMessage): Promise<string | null> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of req as AsyncIterable<Buffer>) {
    size += part.length;
    if (size > MAX_BODY_BYTES) return null;
    parts.push(part);
  }
  return Buffer.concat(parts).toString('utf8');
}

function checkAuthorization(header: string | undefined, apiKey: string | undefined): RecordedRequest['authorization'] {
  if (!header) return 'none';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match && apiKey !== undefined && match[1] === apiKey ? 'valid' : 'invalid';
}

function recordOf(req: IncomingMessage, body: unknown, authorization: RecordedRequest['authorization']): RecordedRequest {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const images = imageUrls(fields.messages);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name !== 'authorization' && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return {
    model: fields.model,
    messages: fields.messages,
    stream: fields.stream === true,
    hasImage: images.length > 0,
    imageIsDataUrl: images.length > 0 && images.every((url) => DATA_IMAGE.test(url)),
    responseFormat: fields.response_format,
    maxTokens: fields.max_tokens,
    temperature: fields.temperature,
    authorization,
    headers,
    body,
    clientClosed: false,
  };
}

function imageUrls(messages: unknown): string[] {
  if (!Array.isArray(messages)) return [];
  const urls: string[] = [];
  for (const message of messages as { content?: unknown }[]) {
    if (!Array.isArray(message?.content)) continue;
    for (const part of message.content as { type?: unknown; image_url?: { url?: unknown } }[]) {
      if (part?.type === 'image_url') urls.push(typeof part.image_url?.url === 'string' ? part.image_url.url : '');
    }
  }
  return urls;
}

/** What OpenAI would refuse with a 400, in its words where they are short. */
function validate(body: unknown): { message: string; param: string } | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { message: 'The request body must be a JSON object.', param: '' };
  const { model, messages, stream } = body as Record<string, unknown>;
  if (typeof model !== 'string' || !model) return { message: 'you must provide a model parameter', param: 'model' };
  if (!Array.isArray(messages) || messages.length === 0) return { message: "Invalid 'messages': expected a non-empty array.", param: 'messages' };
  if (stream !== undefined && typeof stream !== 'boolean') return { message: "Invalid type for 'stream': expected a boolean.", param: 'stream' };
  for (const [i, message] of (messages as unknown[]).entries()) {
    const where = `messages[${i}]`;
    if (typeof message !== 'object' || message === null) return { message: `Invalid type for '${where}': expected an object.`, param: where };
    const { role, content } = message as Record<string, unknown>;
    if (typeof role !== 'string' || !ROLES.has(role)) return { message: `Invalid value for '${where}.role': ${JSON.stringify(role)}.`, param: `${where}.role` };
    if (typeof content === 'string' || (content === null && role === 'assistant')) continue;
    if (!Array.isArray(content)) return { message: `Invalid type for '${where}.content': expected a string or an array of objects.`, param: `${where}.content` };
    for (const [j, part] of (content as unknown[]).entries()) {
      const at = `${where}.content[${j}]`;
      const p = (typeof part === 'object' && part !== null ? part : {}) as Record<string, unknown>;
      if (p.type === 'text' && typeof p.text === 'string') continue;
      if (p.type === 'image_url') {
        const url = (p.image_url as { url?: unknown } | undefined)?.url;
        if (typeof url === 'string' && (DATA_IMAGE.test(url) || /^https?:\/\//.test(url))) continue;
        return { message: `Invalid image in '${at}': expected a data:image/…;base64 URL or an http(s) URL.`, param: `${at}.image_url.url` };
      }
      return { message: `Invalid content part '${at}': expected { type: 'text', text } or { type: 'image_url', image_url: { url } }.`, param: at };
    }
  }
  return null;
}

/** The default answer: what the last user message said, so tests can tell which request it answers. */
function echo(messages: { role: string; content: unknown }[]): string {
  const last = [...messages].reverse().find((m) => m.role === 'user');
  return `You said: ${last ? textOf(last.content) : ''}`;
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return (content as { type?: unknown; text?: unknown }[])
    .filter((part) => part?.type === 'text' && typeof part.text === 'string')
    .map((part) => part.text as string)
    .join(' ');
}

function countWords(messages: { content: unknown }[]): number {
  return messages.reduce((n, m) => n + (textOf(m.content).match(/\S+/g)?.length ?? 0), 0);
}
