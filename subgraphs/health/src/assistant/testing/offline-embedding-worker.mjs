// embedding-worker.mjs with every way this thread could reach the network refused and
// recorded (embeddings.test.ts): the encoder must load from its package, never download.
// Asked { attempts: true }, it answers what was tried. The encoder's thread is imported
// statically (its listener is on before any message arrives); it loads its model only when
// the first batch comes, after the refusals below are in place.
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { parentPort } from 'node:worker_threads';
import '../embedding-worker.mjs';

const attempts = [];
const refuse =
  (what) =>
  (...args) => {
    attempts.push(`${what} ${String(args[0]).slice(0, 120)}`);
    throw new Error(`network refused in this test (${what})`);
  };
globalThis.fetch = refuse('fetch');
http.request = refuse('http.request');
https.request = refuse('https.request');
net.connect = refuse('net.connect');
net.createConnection = refuse('net.createConnection');
parentPort.on('message', (message) => {
  if (message.attempts) parentPort.postMessage({ attempts });
});
