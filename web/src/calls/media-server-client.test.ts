// The media-server client against a fake socket: replies matched by reqId (in any order),
// error replies, pushes, the 10 s connect timeout, the 150 ms wait then ping, the 10 s
// request timeout, and sending while closed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MediaServerClient, MediaServerError, type SocketLike } from './media-server-client';

class FakeSocket implements SocketLike {
  static last: FakeSocket | null = null;
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  sent: { type: string; reqId: number; data: Record<string, unknown> }[] = [];
  closedWith: number | null = null;
  /** Answer pings by itself (most tests do not care about the verification). */
  autoPong = true;

  constructor(readonly url: string) {
    FakeSocket.last = this;
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('not open');
    const message = JSON.parse(data);
    this.sent.push(message);
    if (this.autoPong && message.type === 'ping') queueMicrotask(() => this.reply(message.reqId, { pong: true }));
  }

  close(code = 1000): void {
    if (this.readyState >= 2) return;
    this.closedWith = code;
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  serverClose(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code, reason: 'server' });
  }

  receive(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  reply(reqId: number | string | null, data: unknown): void {
    this.receive({ type: 'response', reqId, ok: true, data });
  }

  fail(reqId: number, code: string, message: string): void {
    this.receive({ type: 'response', reqId, ok: false, error: { code, message } });
  }

  lastRequest(type: string) {
    const found = [...this.sent].reverse().find((m) => m.type === type);
    if (!found) throw new Error(`no ${type} request sent`);
    return found;
  }
}

const socket = () => {
  if (!FakeSocket.last) throw new Error('no socket');
  return FakeSocket.last;
};

function client() {
  return new MediaServerClient('ws://sfu.test/sfu', { createSocket: (url) => new FakeSocket(url) });
}

/** Connects: open, the 150 ms wait, the ping answered. */
async function connected() {
  const c = client();
  const done = c.connect();
  socket().open();
  await vi.advanceTimersByTimeAsync(150);
  await done;
  return c;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.last = null;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connecting', () => {
  it('waits 150 ms after the socket opens, then verifies it with a ping', async () => {
    const c = client();
    const done = c.connect();
    expect(socket().url).toBe('ws://sfu.test/sfu');
    socket().open();
    await vi.advanceTimersByTimeAsync(149);
    expect(socket().sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket().sent.map((m) => m.type)).toEqual(['ping']);
    await done;
    expect(c.connected).toBe(true);
  });

  it("gives up after 10 s without the socket opening: 'WebSocket connection timeout'", async () => {
    const c = client();
    const done = c.connect();
    const failed = expect(done).rejects.toThrow('WebSocket connection timeout');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(socket().closedWith).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    expect(socket().closedWith).toBe(1000);
    expect(c.connected).toBe(false);
  });

  it("fails with 'WebSocket connection verification failed' when the ping is refused", async () => {
    const c = client();
    const done = c.connect();
    const failed = expect(done).rejects.toThrow('WebSocket connection verification failed');
    socket().autoPong = false;
    socket().open();
    await vi.advanceTimersByTimeAsync(150);
    socket().fail(socket().lastRequest('ping').reqId, 'INTERNAL', 'nope');
    await failed;
    expect(socket().closedWith).toBe(1000);
  });

  it("fails with 'WebSocket connection verification failed' when the ping is never answered", async () => {
    const c = client();
    const done = c.connect();
    const failed = expect(done).rejects.toThrow('WebSocket connection verification failed');
    socket().autoPong = false;
    socket().open();
    await vi.advanceTimersByTimeAsync(150 + 10_000);
    await failed;
  });

  it("fails with 'Failed to connect to media server' when the socket closes before opening", async () => {
    const c = client();
    const done = c.connect();
    const failed = expect(done).rejects.toThrow('Failed to connect to media server');
    socket().serverClose(1006);
    await failed;
  });
});

describe('requests', () => {
  it('sends {type, reqId, data} and matches replies by reqId, whatever their order', async () => {
    const c = await connected();
    const first = c.request('createTransport', { roomId: 'r', peerId: 'p', direction: 'send' });
    const second = c.request('createTransport', { roomId: 'r', peerId: 'p', direction: 'recv' });
    const [a, b] = socket().sent.slice(-2);
    expect(a).toEqual({ type: 'createTransport', reqId: a.reqId, data: { roomId: 'r', peerId: 'p', direction: 'send' } });
    expect(b.data.direction).toBe('recv');
    expect(a.reqId).not.toBe(b.reqId);
    socket().reply(b.reqId, { id: 'recv-transport' });
    socket().reply(a.reqId, { id: 'send-transport' });
    await expect(first).resolves.toEqual({ id: 'send-transport' });
    await expect(second).resolves.toEqual({ id: 'recv-transport' });
  });

  it('rejects with the error reply: its code and message', async () => {
    const c = await connected();
    const joining = c.request('joinRoom', { roomId: 'r', peerId: 'p', token: 'bad' });
    socket().fail(socket().lastRequest('joinRoom').reqId, 'UNAUTHORIZED', 'The call token is invalid');
    const error = await joining.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaServerError);
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', message: 'The call token is invalid', requestType: 'joinRoom' });
  });

  it("times out after 10 s: 'Request timeout: {type}'; a late reply is ignored", async () => {
    const c = await connected();
    const consuming = c.request('consume', { producerId: 'x' });
    const failed = expect(consuming).rejects.toThrow('Request timeout: consume');
    await vi.advanceTimersByTimeAsync(9_999);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    socket().reply(socket().lastRequest('consume').reqId, { id: 'late' });
    // Still usable afterwards.
    const ping = c.request('ping');
    socket().reply(socket().lastRequest('ping').reqId, { pong: true });
    await expect(ping).resolves.toEqual({ pong: true });
  });

  it("refuses to send while not connected: 'WebSocket not connected'", async () => {
    const c = client();
    await expect(c.request('ping')).rejects.toThrow('WebSocket not connected');
    const open = await connected();
    open.close();
    await expect(open.request('ping')).rejects.toThrow('WebSocket not connected');
  });

  it('fails requests in flight when the socket closes, and says the close was not ours', async () => {
    const c = await connected();
    const closes: { code: number; expected: boolean }[] = [];
    c.onClose((e) => closes.push({ code: e.code, expected: e.expected }));
    const pending = c.request('produce', {});
    socket().serverClose(4001);
    await expect(pending).rejects.toThrow('WebSocket not connected');
    expect(closes).toEqual([{ code: 4001, expected: false }]);
  });

  it('a close of our own is expected', async () => {
    const c = await connected();
    const closes: boolean[] = [];
    c.onClose((e) => closes.push(e.expected));
    c.close();
    expect(closes).toEqual([true]);
  });
});

describe('pushes', () => {
  it('delivers newProducer, newPeer and peerLeft to their listeners; replies without a request are ignored', async () => {
    const c = await connected();
    const seen: string[] = [];
    c.on('newProducer', (d) => seen.push(`producer ${d.producerId} of ${d.peerId} (${d.kind})`));
    c.on('newPeer', (d) => seen.push(`peer ${d.peerId} ${d.displayName}`));
    const stop = c.on('peerLeft', (d) => seen.push(`left ${d.peerId}`));
    socket().receive({ type: 'newPeer', data: { peerId: 'u2', displayName: 'Bob' } });
    socket().receive({ type: 'newProducer', data: { producerId: 'p1', peerId: 'u2', kind: 'video', source: 'webcam' } });
    socket().receive({ type: 'peerLeft', data: { peerId: 'u2' } });
    stop();
    socket().receive({ type: 'peerLeft', data: { peerId: 'u3' } });
    socket().reply(999, {});
    socket().receive({ type: 'response', reqId: null, ok: false, error: { code: 'BAD_REQUEST', message: 'x' } });
    socket().onmessage?.({ data: 'not json' });
    expect(seen).toEqual(['peer u2 Bob', 'producer p1 of u2 (video)', 'left u2']);
  });
});
