// The one client health uses for AI: the OpenAI chat-completions API, which OpenAI, Ollama,
// vLLM, LM Studio and most gateways speak, so an operator picks a provider by URL alone.
// Only Node's built-ins (global fetch, streams): the adapter is small enough that an SDK would
// add more surface (its own retries, its own errors) than it saves.
//
// Every failure becomes a ProviderError whose `kind` callers branch on and whose message can be
// shown to a member or an admin as it is: it names the service by host, never by full URL (a URL
// may carry credentials) and never contains the API key (a provider's own message is scrubbed
// of it, since some proxies echo the key they refused).

export interface ChatProviderSettings {
  /** e.g. `http://127.0.0.1:11434/v1` (Ollama); requests go to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` only when set (local servers need none). */
  apiKey?: string;
  /** Model for `purpose: 'vision'` (reads images); '' when none is configured. */
  visionModel: string;
  /** Model for `purpose: 'chat'`; '' when none is configured. */
  chatModel: string;
  /** Longest wait for an answer, and for the next piece of a streamed one. */
  timeoutMs: number;
}

export type ChatContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | ChatContentPart[];
}

export type ChatPurpose = 'vision' | 'chat';

export interface ChatRequest {
  purpose: ChatPurpose;
  messages: ChatMessage[];
  /** Asks for `response_format: { type: 'json_object' }`; still read the answer with parseJsonReply. */
  json?: boolean;
  maxTokens?: number;
  temperature?: number;
  /** Aborting rejects with the signal's reason (not a ProviderError: the caller chose to stop). */
  signal?: AbortSignal;
}

export interface ChatCompletion {
  text: string;
  /** The model that answered, as the service names it. */
  model: string;
}

export type ProviderErrorKind = 'unavailable' | 'refused' | 'rate-limited' | 'bad-response' | 'timeout';

export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  /** The HTTP status the service answered with, when it answered. */
  readonly status?: number;
  /** From a 429's Retry-After, when the service said. */
  readonly retryAfterSeconds?: number;

  constructor(kind: ProviderErrorKind, message: string, options: { status?: number; retryAfterSeconds?: number; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ProviderError';
    this.kind = kind;
    if (options.status !== undefined) this.status = options.status;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** A provider's error message is quoted to members and admins: enough to explain, not a page. */
const MAX_QUOTED_MESSAGE = 300;
/** How many opening brackets parseJsonReply tries before giving up. */
const MAX_JSON_CANDIDATES = 200;
/**
 * How many characters parseJsonReply's bracket scans may read in all, whatever the reply: 200
 * candidates each scanning a long reply to its end would be quadratic (a reply of 50,000 stray
 * `{` took seconds). A real answer's JSON is found well within this.
 */
export const MAX_JSON_SCAN_CHARS = 1_000_000;

export class ChatProvider {
  /** The settings minus the key, so logging the provider or its settings cannot leak it. */
  readonly settings: Readonly<Omit<ChatProviderSettings, 'apiKey'>>;
  readonly #apiKey: string | undefined;
  private readonly endpoint: string;
  /** How messages name the service: host and port only. */
  private readonly host: string;

  constructor(settings: ChatProviderSettings) {
    let url: URL;
    try {
      url = new URL(settings.baseUrl);
    } catch (_error) {
      throw new Error(`The AI service address is not a URL: ${JSON.stringify(settings.baseUrl.slice(0, 200))}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`The AI service address must be http or https, not ${url.protocol}`);
    if (!(settings.timeoutMs > 0)) throw new Error(`The AI timeout must be a positive number of milliseconds, not ${settings.timeoutMs}`);
    const { apiKey, ...rest } = settings;
    this.#apiKey = apiKey || undefined;
    this.settings = { ...rest, baseUrl: settings.baseUrl.replace(/\/+$/, '') };
    this.endpoint = `${this.settings.baseUrl}/chat/completions`;
    this.host = url.host;
  }

  /** Whether a model is configured for the purpose: without a vision model, callers let members name their foods. */
  has(purpose: ChatPurpose): boolean {
    return this.modelFor(purpose) !== '';
  }

  /** One whole answer (no streaming). */
  async complete(request: ChatRequest): Promise<ChatCompletion> {
    const model = this.requireModel(request.purpose);
    const deadline = new Deadline(this.settings.timeoutMs, request.signal);
    try {
      deadline.arm();
      const res = await this.post(this.body(request, model, false), deadline.signal);
      if (!res.ok) throw await this.failure(res);
      const text = await res.text();
      return this.readCompletion(text, model);
    } catch (error) {
      throw this.translate(error, deadline, 'answer');
    } finally {
      deadline.dispose();
    }
  }

  /**
   * The answer piece by piece as the service sends it (SSE). `timeoutMs` bounds the wait for the
   * first byte and then every pause between pieces, so a long answer that keeps coming is fine and
   * a service that goes quiet mid-answer is not waited on forever. Stopping the iteration early
   * closes the connection.
   */
  async *stream(request: ChatRequest): AsyncGenerator<string, void, undefined> {
    const model = this.requireModel(request.purpose);
    const deadline = new Deadline(this.settings.timeoutMs, request.signal);
    let finished = false;
    let phase: 'answer' | 'stream' = 'answer';
    try {
      deadline.arm();
      const res = await this.post(this.body(request, model, true), deadline.signal);
      if (!res.ok) throw await this.failure(res);
      // Some servers ignore `stream: true` and answer whole: still an answer.
      if (!/text\/event-stream/i.test(res.headers.get('content-type') ?? '') && /json/i.test(res.headers.get('content-type') ?? '')) {
        const whole = this.readCompletion(await res.text(), model);
        finished = true;
        if (whole.text) yield whole.text;
        return;
      }
      if (!res.body) throw new ProviderError('bad-response', `The AI service at ${this.host} sent an empty answer.`, { status: res.status });
      phase = 'stream';
      const reader = res.body.getReader();
      const decoder = new TextDecoder('utf-8');
      const events = new SseParser();
      let sawFinish = false;
      for (;;) {
        deadline.arm();
        const { done, value } = await reader.read();
        const pieces = done ? events.end(decoder.decode()) : events.push(decoder.decode(value, { stream: true }));
        for (const data of pieces) {
          if (data.trim() === '[DONE]') {
            finished = true;
            return;
          }
          const chunk = this.readChunk(data);
          if (chunk.finished) sawFinish = true;
          if (chunk.content) {
            // A consumer that awaits between pieces is not the service being slow.
            deadline.pause();
            yield chunk.content;
          }
        }
        if (done) {
          // Without [DONE], a reply the service marked finished is whole; anything else was cut off.
          if (sawFinish) {
            finished = true;
            return;
          }
          throw new ProviderError('bad-response', `The AI service at ${this.host} stopped in the middle of a reply.`);
        }
      }
    } catch (error) {
      throw this.translate(error, deadline, phase);
    } finally {
      deadline.dispose();
      // Frees the socket when the consumer stopped early or something failed.
      if (!finished) deadline.abortQuietly();
    }
  }

  private modelFor(purpose: ChatPurpose): string {
    return purpose === 'vision' ? this.settings.visionModel : this.settings.chatModel;
  }

  private requireModel(purpose: ChatPurpose): string {
    const model = this.modelFor(purpose);
    if (!model) {
      const variable = purpose === 'vision' ? 'AI_VISION_MODEL' : 'AI_CHAT_MODEL';
      throw new ProviderError('unavailable', `No AI model is configured for ${purpose === 'vision' ? 'reading images' : 'chat'} (${variable}).`);
    }
    return model;
  }

  private body(request: ChatRequest, model: string, stream: boolean): Record<string, unknown> {
    const body: Record<string, unknown> = { model, messages: request.messages, stream };
    if (request.maxTokens !== undefined) body.max_tokens = request.maxTokens;
    if (request.temperature !== undefined) body.temperature = request.temperature;
    if (request.json) body.response_format = { type: 'json_object' };
    return body;
  }

  private post(body: Record<string, unknown>, signal: AbortSignal): Promise<Response> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: body.stream ? 'text/event-stream' : 'application/json' };
    if (this.#apiKey) headers.authorization = `Bearer ${this.#apiKey}`;
    return fetch(this.endpoint, { method: 'POST', headers, body: JSON.stringify(body), signal });
  }

  private readCompletion(text: string, requestedModel: string): ChatCompletion {
    const body = this.parseBody(text, 'an answer');
    const providerMessage = errorMessageOf(body);
    if (providerMessage) throw new ProviderError('bad-response', `The AI service at ${this.host} answered with an error: ${this.quote(providerMessage)}`);
    const choice = isRecord(body) && Array.isArray(body.choices) ? body.choices[0] : undefined;
    const message = isRecord(choice) ? choice.message : undefined;
    const content = isRecord(message) ? textOf(message.content) : undefined;
    if (content === undefined) throw new ProviderError('bad-response', `The AI service at ${this.host} sent an answer with no reply in it.`);
    const model = isRecord(body) && typeof body.model === 'string' && body.model ? body.model : requestedModel;
    return { text: content, model };
  }

  private readChunk(data: string): { content: string; finished: boolean } {
    const body = this.parseBody(data, 'a piece of a reply');
    const providerMessage = errorMessageOf(body);
    if (providerMessage) throw new ProviderError('bad-response', `The AI service at ${this.host} failed in the middle of a reply: ${this.quote(providerMessage)}`);
    // A usage-only chunk has no choices; that is not an error.
    const choice = isRecord(body) && Array.isArray(body.choices) ? body.choices[0] : undefined;
    if (!isRecord(choice)) return { content: '', finished: false };
    const delta = isRecord(choice.delta) ? choice.delta : undefined;
    return { content: (delta && textOf(delta.content)) ?? '', finished: typeof choice.finish_reason === 'string' };
  }

  private parseBody(text: string, what: string): unknown {
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new ProviderError('bad-response', `The AI service at ${this.host} sent ${what} Pulse could not read (not JSON).`, { cause: error });
    }
  }

  /** The error for a non-2xx answer, quoting the service's own message when it gave one. */
  private async failure(res: Response): Promise<ProviderError> {
    let body: unknown;
    try {
      body = JSON.parse(await res.text()) as unknown;
    } catch (_error) {
      body = undefined;
    }
    const said = errorMessageOf(body);
    const quoted = said ? `: ${this.quote(said)}` : '.';
    const status = res.status;
    if (status === 401 || status === 403) {
      const why = this.#apiKey
        ? `The AI service at ${this.host} refused Pulse's API key (HTTP ${status})${quoted}`
        : `The AI service at ${this.host} asks for an API key and none is configured (AI_API_KEY) (HTTP ${status})${quoted}`;
      return new ProviderError('refused', why, { status });
    }
    if (status === 429) {
      const retryAfterSeconds = parseRetryAfter(res.headers.get('retry-after'));
      const when = retryAfterSeconds === undefined ? 'Please try again later.' : `Please try again in ${retryAfterSeconds} s.`;
      return new ProviderError('rate-limited', `The AI service at ${this.host} is receiving too many requests. ${when}`, { status, retryAfterSeconds });
    }
    return new ProviderError('bad-response', `The AI service at ${this.host} answered with an error (HTTP ${status})${quoted}`, { status });
  }

  /** A provider's message, scrubbed of the key and cut to a readable length. */
  private quote(message: string): string {
    let text = message;
    if (this.#apiKey) text = text.split(this.#apiKey).join('[API key]');
    text = text.replace(/\s+/g, ' ').trim();
    return text.length > MAX_QUOTED_MESSAGE ? `${text.slice(0, MAX_QUOTED_MESSAGE - 1)}…` : text;
  }

  private translate(error: unknown, deadline: Deadline, phase: 'answer' | 'stream'): unknown {
    if (deadline.timedOut) {
      const seconds = formatSeconds(this.settings.timeoutMs);
      return phase === 'answer'
        ? new ProviderError('timeout', `The AI service at ${this.host} did not answer within ${seconds}.`)
        : new ProviderError('timeout', `The AI service at ${this.host} stopped answering for ${seconds} in the middle of a reply.`);
    }
    if (deadline.abortedByCaller) return deadline.callerReason;
    if (error instanceof ProviderError) return error;
    const code = networkCode(error);
    if (phase === 'stream') {
      return new ProviderError('unavailable', `The AI service at ${this.host} closed the connection in the middle of a reply.`, { cause: error });
    }
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
      return new ProviderError('unavailable', `The AI service at ${this.host} cannot be reached: its name does not resolve.`, { cause: error });
    }
    if (code === 'ECONNREFUSED') {
      return new ProviderError('unavailable', `The AI service at ${this.host} cannot be reached: nothing is listening there.`, { cause: error });
    }
    return new ProviderError('unavailable', `The AI service at ${this.host} cannot be reached${code ? ` (${code})` : ''}.`, { cause: error });
  }
}

/**
 * The provider the settings describe, or null when no base URL is set: the honest offline
 * default, where callers say no AI is configured instead of inventing an answer. A model missing
 * for one purpose leaves that purpose off (`has()`), since a text-only model handed a photo would
 * guess; naming no model at all is a configuration mistake and throws.
 */
export function chatProviderFrom(settings: Partial<ChatProviderSettings> & { baseUrl?: string }): ChatProvider | null {
  const baseUrl = settings.baseUrl?.trim();
  if (!baseUrl) return null;
  const visionModel = settings.visionModel?.trim() ?? '';
  const chatModel = settings.chatModel?.trim() ?? '';
  if (!visionModel && !chatModel) throw new Error('AI_BASE_URL is set but no model is named: set AI_CHAT_MODEL and/or AI_VISION_MODEL.');
  const apiKey = settings.apiKey?.trim();
  return new ChatProvider({ baseUrl, ...(apiKey ? { apiKey } : {}), visionModel, chatModel, timeoutMs: settings.timeoutMs ?? DEFAULT_TIMEOUT_MS });
}

/**
 * The first JSON object or array in a model's reply. Asked for JSON, models still wrap it in
 * ```json fences, put a sentence before or after it, or think aloud in <think> tags first.
 */
export function parseJsonReply(text: string, meter: { scanned: number } = { scanned: 0 }): unknown {
  const visible = text.replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
  const whole = tryParse(visible);
  if (whole !== undefined) return whole;
  for (const fence of visible.matchAll(/```[a-zA-Z]*\s*\n?([\s\S]*?)```/g)) {
    const inside = tryParse((fence[1] ?? '').trim());
    if (inside !== undefined) return inside;
  }
  // Bounded: each candidate is a scan to its end, and a reply full of stray brackets must not stall us.
  for (let start = 0, tried = 0; start < visible.length && tried < MAX_JSON_CANDIDATES && meter.scanned < MAX_JSON_SCAN_CHARS; start++) {
    const c = visible[start];
    if (c !== '{' && c !== '[') continue;
    tried++;
    const end = matchingClose(visible, start, meter);
    if (end < 0) continue;
    const found = tryParse(visible.slice(start, end + 1));
    if (found !== undefined) return found;
  }
  throw new ProviderError('bad-response', 'The AI model did not answer with the data Pulse asked for (no JSON in its reply).');
}

/** An object or array, or undefined (a bare string or number is not the structure we asked for). */
function tryParse(text: string): unknown {
  if (!text.startsWith('{') && !text.startsWith('[')) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch (_error) {
    return undefined;
  }
}

/**
 * Where the bracket opened at `start` closes, skipping brackets inside strings; -1 if never, or
 * when the meter's budget of characters runs out first.
 */
function matchingClose(text: string, start: number, meter: { scanned: number }): number {
  const stack: string[] = [];
  let inString = false;
  for (let i = start; i < text.length; i++) {
    if (++meter.scanned > MAX_JSON_SCAN_CHARS) return -1;
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{') stack.push('}');
    else if (c === '[') stack.push(']');
    else if (c === '}' || c === ']') {
      if (stack.pop() !== c) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}

/**
 * One request's clock and cancellation: our timeout and the caller's signal abort the same
 * fetch, and the flags say afterwards which of the two it was (the rejection itself does not).
 */
class Deadline {
  private readonly controller = new AbortController();
  private timer: ReturnType<typeof setTimeout> | undefined;
  timedOut = false;

  constructor(
    private readonly ms: number,
    private readonly external: AbortSignal | undefined,
  ) {
    if (external?.aborted) this.controller.abort(external.reason);
    else external?.addEventListener('abort', this.onExternalAbort, { once: true });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get abortedByCaller(): boolean {
    return !!this.external?.aborted;
  }

  get callerReason(): unknown {
    return this.external?.reason ?? new DOMException('The operation was aborted.', 'AbortError');
  }

  /** (Re)starts the clock: for the whole answer, or for the next streamed piece. */
  arm(): void {
    this.pause();
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort(new Error('AI service timeout'));
    }, this.ms);
  }

  pause(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  abortQuietly(): void {
    if (!this.controller.signal.aborted) this.controller.abort(new Error('AI request no longer needed'));
  }

  dispose(): void {
    this.pause();
    this.external?.removeEventListener('abort', this.onExternalAbort);
  }

  private readonly onExternalAbort = (): void => {
    this.controller.abort(this.external?.reason);
  };
}

/**
 * Server-sent events, fed text as it arrives: a network read may end anywhere (mid-line, mid
 * "data:"), so only complete lines are read and the rest waits for the next read. Yields each
 * event's data; comments (`: keep-alive`) and other fields are skipped.
 */
class SseParser {
  private buffer = '';
  private data: string[] = [];

  push(text: string): string[] {
    this.buffer += text;
    const out: string[] = [];
    let newline: number;
    while ((newline = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, newline).replace(/\r$/, '');
      this.buffer = this.buffer.slice(newline + 1);
      this.line(line, out);
    }
    return out;
  }

  end(text: string): string[] {
    const out = this.push(text);
    if (this.buffer) this.line(this.buffer.replace(/\r$/, ''), out);
    this.buffer = '';
    this.line('', out);
    return out;
  }

  private line(line: string, out: string[]): void {
    if (line === '') {
      if (this.data.length) out.push(this.data.join('\n'));
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    if (field !== 'data') return;
    const value = colon < 0 ? '' : line.slice(colon + 1);
    this.data.push(value.startsWith(' ') ? value.slice(1) : value);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Message content as text: a string, or the text parts of a content array (some servers send those). */
function textOf(content: unknown): string | undefined {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .filter(isRecord)
      .map((part) => (typeof part.text === 'string' ? part.text : ''))
      .join('');
  }
  return undefined;
}

/** OpenAI's `{ error: { message } }`, and the `{ error: '…' }` / `{ message }` some compatible servers send. */
function errorMessageOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const error = body.error;
  if (isRecord(error) && typeof error.message === 'string' && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  if (body.object === 'error' && typeof body.message === 'string' && body.message) return body.message;
  return undefined;
}

/** Retry-After is seconds or an HTTP date. */
function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed));
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

function networkCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; isErrorLike(e) && depth < 4; e = e.cause, depth++) {
    if (typeof e.code === 'string') return e.code;
  }
  return undefined;
}

function isErrorLike(value: unknown): value is { code?: unknown; cause?: unknown } {
  return typeof value === 'object' && value !== null;
}

function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}
