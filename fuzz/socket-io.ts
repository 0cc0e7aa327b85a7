// One socket.io exchange (/socket.io, the documented socket): connect with the case's handshake
// auth, then emit one command and wait for its acknowledgement, or for a moment of silence.
// What came back (connect_error's message and data, acknowledgements, call:error events, a
// disconnect's reason) is the answer the detector reads. socket.io-client, so that the frames
// are socket.io's own; the hostile part is what they carry.
import { io } from 'socket.io-client';
import type { Answer } from './detect.js';
import { exchange } from './exchange.js';

export interface SocketIoCommand {
  event: string;
  args: unknown[];
}

export function socketIoExchange(url: string, auth: unknown, command?: SocketIoCommand, quietMs = 400): Promise<Answer> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: auth as Record<string, unknown>,
    reconnection: false,
    forceNew: true,
    timeout: 5_000,
  });
  const { received, done, endAfter, answer } = exchange(
    () => {
      socket.removeAllListeners();
      socket.disconnect();
    },
    (received) => ({ body: JSON.stringify(received) }),
    6_000,
  );
  socket.on('connect_error', (error: Error & { data?: unknown }) => {
    received.push({ connectError: error.message, data: error.data ?? null });
    done();
  });
  socket.on('disconnect', (reason) => {
    received.push({ disconnect: reason });
    done();
  });
  socket.on('call:error', (payload: unknown) => received.push({ 'call:error': payload }));
  socket.on('connect', () => {
    if (!command) return done();
    // An unknown event gets no acknowledgement: silence is its answer.
    endAfter(quietMs + 2_000);
    socket.emit(command.event, ...command.args, (ack: unknown) => {
      received.push({ ack });
      endAfter(quietMs);
    });
  });
  return answer;
}
