// The media server's WebSocket (spec 7, sfu/README.md): JSON {type, reqId, data} requests,
// replies {type: 'response', reqId, ok, data | error} matched by reqId, and pushes without a
// reqId (newProducer, newPeer, peerLeft). Connecting waits at most 10 s for the socket to
// open, then 150 ms, then verifies it with a ping; every request gives up after 10 s.
import {
  MEDIA_SERVER_CONNECT_FAILED,
  MEDIA_SERVER_CONNECT_TIMEOUT_MS,
  MEDIA_SERVER_REQUEST_TIMEOUT_MS,
  MEDIA_SERVER_VERIFY_DELAY_MS,
  WS_CONNECT_TIMEOUT,
  WS_NOT_CONNECTED,
  WS_VERIFY_FAILED,
  requestTimeoutMessage,
} from './call-media';

/** The part of the browser's WebSocket the client uses (a fake one in unit tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketFactory = (url: string) => SocketLike;

const OPEN = 1;

export type PushType = 'newProducer' | 'newPeer' | 'peerLeft';

export interface NewProducerPush {
  producerId: string;
  peerId: string;
  kind: 'audio' | 'video';
  source: string;
}
export interface NewPeerPush {
  peerId: string;
  displayName: string;
}
export interface PeerLeftPush {
  peerId: string;
}
export interface PushData {
  newProducer: NewProducerPush;
  newPeer: NewPeerPush;
  peerLeft: PeerLeftPush;
}

/** An error reply of the media server: its code (UNAUTHORIZED, NOT_FOUND, ...) and message. */
export class MediaServerError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly requestType: string,
  ) {
    super(message);
    this.name = 'MediaServerError';
  }
}

export interface MediaServerClientOptions {
  createSocket?: SocketFactory;
  connectTimeoutMs?: number;
  requestTimeoutMs?: number;
  verifyDelayMs?: number;
}

interface Pending {
  type: string;
  resolve(data: unknown): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

type PushListener<K extends PushType> = (data: PushData[K]) => void;
type CloseListener = (event: { code: number; reason: string; expected: boolean }) => void;

const browserSocket: SocketFactory = (url) => new WebSocket(url) as unknown as SocketLike;

export class MediaServerClient {
  private socket: SocketLike | null = null;
  private nextReqId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly pushListeners = new Map<PushType, Set<(data: never) => void>>();
  private readonly closeListeners = new Set<CloseListener>();
  private closedByUs = false;
  private readonly createSocket: SocketFactory;
  private readonly connectTimeoutMs: number;
  private readonly requestTimeoutMs: number;
  private readonly verifyDelayMs: number;

  constructor(
    readonly url: string,
    options: MediaServerClientOptions = {},
  ) {
    this.createSocket = options.createSocket ?? browserSocket;
    this.connectTimeoutMs = options.connectTimeoutMs ?? MEDIA_SERVER_CONNECT_TIMEOUT_MS;
    this.requestTimeoutMs = options.requestTimeoutMs ?? MEDIA_SERVER_REQUEST_TIMEOUT_MS;
    this.verifyDelayMs = options.verifyDelayMs ?? MEDIA_SERVER_VERIFY_DELAY_MS;
  }

  get connected(): boolean {
    return this.socket?.readyState === OPEN;
  }

  /** Opens the socket (10 s at most), waits 150 ms, then checks it answers a ping. */
  async connect(): Promise<void> {
    if (this.socket) throw new Error('connect() was already called');
    this.closedByUs = false;
    await new Promise<void>((resolve, reject) => {
      let socket: SocketLike;
      try {
        socket = this.createSocket(this.url);
      } catch (error) {
        reject(new Error(MEDIA_SERVER_CONNECT_FAILED, { cause: error }));
        return;
      }
      this.socket = socket;
      let settled = false;
      const settle = (error?: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (error) {
          this.teardown(socket);
          reject(error);
        } else {
          resolve();
        }
      };
      const timer = setTimeout(() => settle(new Error(WS_CONNECT_TIMEOUT)), this.connectTimeoutMs);
      socket.onopen = () => settle();
      socket.onerror = () => settle(new Error(MEDIA_SERVER_CONNECT_FAILED));
      socket.onclose = (event) => {
        settle(new Error(MEDIA_SERVER_CONNECT_FAILED));
        this.onSocketClose(socket, event);
      };
      socket.onmessage = (event) => this.onMessage(event.data);
    });
    await new Promise((resolve) => setTimeout(resolve, this.verifyDelayMs));
    try {
      await this.request('ping');
    } catch (error) {
      if (this.socket) this.teardown(this.socket);
      throw new Error(WS_VERIFY_FAILED, { cause: error });
    }
  }

  /** One request; resolves with the reply's data, rejects with its error or after 10 s. */
  request<T = unknown>(type: string, data: Record<string, unknown> = {}): Promise<T> {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return Promise.reject(new Error(WS_NOT_CONNECTED));
    const reqId = this.nextReqId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(reqId);
        reject(new Error(requestTimeoutMessage(type)));
      }, this.requestTimeoutMs);
      this.pending.set(reqId, { type, resolve: resolve as (data: unknown) => void, reject, timer });
      try {
        socket.send(JSON.stringify({ type, reqId, data }));
      } catch (error) {
        clearTimeout(timer);
        this.pending.delete(reqId);
        reject(new Error(WS_NOT_CONNECTED, { cause: error }));
      }
    });
  }

  on<K extends PushType>(type: K, listener: PushListener<K>): () => void {
    let set = this.pushListeners.get(type);
    if (!set) this.pushListeners.set(type, (set = new Set()));
    set.add(listener as (data: never) => void);
    return () => set.delete(listener as (data: never) => void);
  }

  /** The socket closed after connecting; `expected` when close() did it. */
  onClose(listener: CloseListener): () => void {
    this.closeListeners.add(listener);
    return () => this.closeListeners.delete(listener);
  }

  close(): void {
    this.closedByUs = true;
    if (this.socket) this.teardown(this.socket);
  }

  private teardown(socket: SocketLike): void {
    if (this.socket === socket) this.socket = null;
    this.failPending(WS_NOT_CONNECTED);
    try {
      if (socket.readyState <= OPEN) socket.close(1000, 'bye');
    } catch {
      // already closing
    }
  }

  private failPending(message: string): void {
    for (const [reqId, pending] of this.pending) {
      clearTimeout(pending.timer);
      this.pending.delete(reqId);
      pending.reject(new Error(message));
    }
  }

  private onSocketClose(socket: SocketLike, event: { code: number; reason: string }): void {
    const current = this.socket === socket;
    if (current) this.socket = null;
    this.failPending(WS_NOT_CONNECTED);
    const expected = this.closedByUs || !current;
    this.closeListeners.forEach((l) => l({ code: event.code, reason: event.reason, expected }));
  }

  private onMessage(raw: unknown): void {
    if (typeof raw !== 'string') return;
    let message: { type?: unknown; reqId?: unknown; ok?: unknown; data?: unknown; error?: { code?: unknown; message?: unknown } };
    try {
      message = JSON.parse(raw);
    } catch {
      console.warn('[media-server] a message that is not JSON');
      return;
    }
    if (!message || typeof message !== 'object') return;
    if (message.type === 'response') {
      if (typeof message.reqId !== 'number') {
        // reqId null: the server could not read one of our messages (a bug on our side).
        console.warn('[media-server] an error reply without a request', message.error);
        return;
      }
      const pending = this.pending.get(message.reqId);
      if (!pending) return; // timed out already
      this.pending.delete(message.reqId);
      clearTimeout(pending.timer);
      if (message.ok === true) {
        pending.resolve(message.data);
      } else {
        const code = typeof message.error?.code === 'string' ? message.error.code : 'ERROR';
        const text = typeof message.error?.message === 'string' ? message.error.message : `${pending.type} failed`;
        pending.reject(new MediaServerError(code, text, pending.type));
      }
      return;
    }
    if (typeof message.type === 'string') {
      const listeners = this.pushListeners.get(message.type as PushType);
      listeners?.forEach((l) => {
        try {
          l(message.data as never);
        } catch (error) {
          console.error(`[media-server] ${message.type} handler failed`, error);
        }
      });
    }
  }
}
