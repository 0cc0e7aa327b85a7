// One graphql-ws exchange on a raw WebSocket: connection_init (with the token, or a payload of
// the case's own), one frame once acknowledged, then what comes back until the first result,
// error or close, or a moment of silence (a subscription accepted and waiting for events).
// Raw rather than graphql-ws's client, which refuses to send what the protocol forbids.
import WebSocket from 'ws';
import type { Answer } from './detect.js';
import { exchange } from './exchange.js';

export function wsExchange(wsUrl: string, token: string | undefined, frame: string | Buffer, init?: unknown, quietMs = 400): Promise<Answer> {
  const socket = new WebSocket(wsUrl, 'graphql-transport-ws');
  let code: number | undefined;
  // No answer to the init at all is an answer too (recorded as what came, not a failure).
  const { received, done, endAfter, answer } = exchange(
    () => {
      socket.removeAllListeners();
      socket.on('error', () => {});
      socket.terminate();
    },
    (received) => ({ body: JSON.stringify(received), wsCloseCode: code }),
    5_000,
  );
  socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: init ?? (token ? { authorization: `Bearer ${token}` } : {}) })));
  socket.on('message', (data: Buffer) => {
    const text = data.toString();
    let message: { type?: string } | string = text;
    try {
      message = JSON.parse(text) as { type?: string };
    } catch {
      // kept as text
    }
    received.push(message);
    const type = typeof message === 'object' ? message.type : undefined;
    if (type === 'connection_ack') {
      socket.send(frame);
      endAfter(quietMs);
    } else if (type === 'next' || type === 'error' || type === 'complete') done();
  });
  socket.on('close', (c: number, reason: Buffer) => {
    code = c;
    received.push({ close: c, reason: reason.toString() });
    done();
  });
  socket.on('error', (e) => {
    received.push({ socketError: e.message });
    done();
  });
  return answer;
}
