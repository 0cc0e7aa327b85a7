// A bare protocol client for tests and benchmarks: requests matched by reqId, pushes kept
// in order and awaitable.
import WebSocket from 'ws';
import { messageText, type Push, type Reply } from '../protocol.js';

export class SfuTestClient {
  readonly pushes: Push[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly pending = new Map<string | number, (reply: Reply) => void>();
  private readonly unmatched: Reply[] = [];
  private readonly waiters = new Set<() => void>();
  private nextId = 1;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const message = JSON.parse(messageText(raw)) as Reply | Push;
      if (message.type === 'response') {
        const reply = message as Reply;
        const resolve = reply.reqId === null ? undefined : this.pending.get(reply.reqId);
        if (resolve) {
          this.pending.delete(reply.reqId!);
          resolve(reply);
        } else {
          this.unmatched.push(reply);
        }
      } else {
        this.pushes.push(message as Push);
      }
      for (const wake of this.waiters) wake();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static connect(url: string, headers: Record<string, string> = {}): Promise<SfuTestClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers });
      ws.once('open', () => resolve(new SfuTestClient(ws)));
      ws.once('error', reject);
    });
  }

  request(type: string, data?: unknown): Promise<Reply> {
    const reqId = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(reqId, resolve);
      this.ws.send(JSON.stringify({ type, reqId, data }));
    });
  }

  /** The reply's data, or an error naming the code when it failed. */
  async ok<T = any>(type: string, data?: unknown): Promise<T> {
    const reply = await this.request(type, data);
    if (!reply.ok) throw new Error(`${type} failed: ${reply.error.code} ${reply.error.message}`);
    return reply.data as T;
  }

  /** Sends anything at all; the reply (if one comes) is read with nextUnmatched(). */
  sendRaw(data: string | Buffer, binary = false): void {
    this.ws.send(data, { binary });
  }

  nextUnmatched(timeoutMs = 5000): Promise<Reply> {
    return this.until(() => this.unmatched.shift(), timeoutMs, 'a reply');
  }

  waitForPush(type: Push['type'], match: (data: Record<string, unknown>) => boolean = () => true, timeoutMs = 5000): Promise<Push> {
    return this.until(
      () => {
        const index = this.pushes.findIndex((p) => p.type === type && match(p.data));
        return index < 0 ? undefined : this.pushes.splice(index, 1)[0];
      },
      timeoutMs,
      `push ${type}`,
    );
  }

  close(): Promise<{ code: number; reason: string }> {
    this.ws.close();
    return this.closed;
  }

  private until<T>(take: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const value = take();
        if (value === undefined) return;
        cleanup();
        resolve(value);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`timed out waiting for ${what}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }
}
