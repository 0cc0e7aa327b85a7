// Ending a call tells the media server to close its room, without making the member wait for
// it: with a media server that holds the close request open, endCall still answers, and the
// request is still waiting when it does (awaited, it would have been cut off by its timeout).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { caller, members, type Stack, startStack } from '@pulse/dev-env';

let stack: Stack;
let server: http.Server;
/** Close requests that arrived, and whether their connection was cut before an answer. */
const closes: { cut: boolean; answer(): void }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url?.startsWith('/health')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok', workers: 1 }));
      return;
    }
    if (req.url?.startsWith('/internal/room/close')) {
      const entry = { cut: false, answer: () => res.writeHead(200).end('{}') };
      req.socket.once('close', () => {
        if (!res.writableEnded) entry.cut = true;
      });
      closes.push(entry);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  stack = await startStack({ env: { SFU_INTERNAL_URL: `ws://127.0.0.1:${port}` } });
});
afterAll(async () => {
  for (const c of closes) if (!c.cut) c.answer();
  await stack?.stop();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it('answers endCall before the media server has answered the close of the room', async () => {
  const run = caller(() => stack);
  const [ann, bob] = await members(stack, 2);
  const { createCall } = await run<{ createCall: { id: string } }>(
    'mutation($input: CreateCallInput!) { createCall(input: $input) { id } }',
    { input: { recipientId: bob.user.id } },
    ann,
  );
  await run('mutation($id: ID!) { endCall(callId: $id) { id } }', { id: createCall.id }, ann);
  await expect.poll(() => closes.length).toBe(1);
  expect(closes[0].cut).toBe(false);
  expect((await run<{ call: { status: string } }>('query($id: ID!) { call(id: $id) { status } }', { id: createCall.id }, ann)).call.status).toBe('ENDED');
});
