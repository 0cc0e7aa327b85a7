// The media of many simulated call members, as plain RTP over UDP, in its own process so it
// never shares an event loop (or a CPU accounting) with the mediasoup worker it loads: for
// each stream, packets at the rate a Chromium member in a call sends them (Opus every 20 ms;
// VP8 at 30 frames per second per simulcast layer, split into MTU-sized packets, a keyframe
// every second so consumers can start and switch layers at once). Plain JavaScript: a child
// process started with `node`, no TypeScript loader.
//
// Messages from the parent: {type: 'add', streams: [{port, ssrc, payloadType, kind, bitrate}]},
// {type: 'stats'} -> {type: 'stats', sentPackets, sentBytes, behind, cpuMs, wallMs}, {type: 'stop'}.
import dgram from 'node:dgram';

const MTU_PAYLOAD = 1100;
const FPS = 30;
const AUDIO_INTERVAL_MS = 20;
const KEYFRAME_INTERVAL_MS = 1000;
const TICK_MS = 5;
/** Buffers per stream, reused round-robin: a send completes long before its buffer comes back. */
const RING = 64;

const socket = dgram.createSocket('udp4');
socket.on('error', () => {});
await new Promise((resolve) => socket.bind(0, '127.0.0.1', resolve));

const streams = [];
let sentPackets = 0;
let sentBytes = 0;
let sendErrors = 0;
/** Frames that went out more than one tick late: the generator is not keeping up. */
let behind = 0;
let dueTotal = 0;

function header(buf, stream, marker) {
  buf[0] = 0x80;
  buf[1] = (marker ? 0x80 : 0) | stream.payloadType;
  buf.writeUInt16BE(stream.seq, 2);
  buf.writeUInt32BE(stream.timestamp >>> 0, 4);
  buf.writeUInt32BE(stream.ssrc, 8);
  stream.seq = (stream.seq + 1) & 0xffff;
}

function nextBuffer(stream, size) {
  const buf = stream.ring[stream.ringIndex];
  stream.ringIndex = (stream.ringIndex + 1) % RING;
  return buf.subarray(0, size);
}

function send(stream, buf) {
  socket.send(buf, stream.port, '127.0.0.1', (error) => {
    if (error) sendErrors++;
  });
  sentPackets++;
  sentBytes += buf.length;
}

function sendAudio(stream) {
  const buf = nextBuffer(stream, 12 + 80);
  header(buf, stream, false);
  stream.timestamp += 960;
  send(stream, buf);
}

/** One VP8 frame: payload descriptor (X, S on the first packet; I with 15-bit picture id, L, T), then the data. */
function sendVideoFrame(stream, now) {
  const bytes = Math.max(200, Math.round(stream.bitrate / 8 / FPS));
  const packets = Math.max(1, Math.ceil(bytes / MTU_PAYLOAD));
  const keyframe = now - stream.lastKeyframe >= KEYFRAME_INTERVAL_MS;
  if (keyframe) stream.lastKeyframe = now;
  stream.pictureId = (stream.pictureId + 1) & 0x7fff;
  stream.tl0 = (stream.tl0 + 1) & 0xff;
  for (let i = 0; i < packets; i++) {
    const size = Math.min(MTU_PAYLOAD, bytes - i * MTU_PAYLOAD) + 12 + 6;
    const buf = nextBuffer(stream, size);
    header(buf, stream, i === packets - 1);
    buf[12] = i === 0 ? 0x90 : 0x80; // X, S (start of partition 0 on the first packet)
    buf[13] = 0xe0; // I, L, T
    buf[14] = 0x80 | (stream.pictureId >> 8);
    buf[15] = stream.pictureId & 0xff;
    buf[16] = stream.tl0;
    buf[17] = 0x00; // TID 0
    buf[18] = keyframe ? 0x00 : 0x01; // VP8 header: inverse keyframe bit
    send(stream, buf);
  }
  stream.timestamp += 90000 / FPS;
}

function tick() {
  const now = performance.now();
  for (const stream of streams) {
    const interval = stream.kind === 'audio' ? AUDIO_INTERVAL_MS : 1000 / FPS;
    let late = 0;
    while (stream.next <= now) {
      dueTotal++;
      if (now - stream.next > interval) late++;
      if (stream.kind === 'audio') sendAudio(stream);
      else sendVideoFrame(stream, now);
      stream.next += interval;
    }
    behind += late;
  }
}

const timer = setInterval(tick, TICK_MS);

process.on('message', (message) => {
  if (message.type === 'add') {
    const now = performance.now();
    for (const s of message.streams) {
      streams.push({
        ...s,
        seq: Math.floor(Math.random() * 60000),
        timestamp: Math.floor(Math.random() * 2 ** 31),
        pictureId: Math.floor(Math.random() * 0x7fff),
        tl0: 0,
        lastKeyframe: -Infinity,
        // Spread the streams' phases so a tick does not send everything at once.
        next: now + Math.random() * (s.kind === 'audio' ? AUDIO_INTERVAL_MS : 1000 / FPS),
        ring: Array.from({ length: RING }, () => Buffer.alloc(MTU_PAYLOAD + 64)),
        ringIndex: 0,
      });
    }
    process.send({ type: 'added', streams: streams.length });
  } else if (message.type === 'stats') {
    const cpu = process.cpuUsage();
    process.send({
      type: 'stats',
      sentPackets,
      sentBytes,
      sendErrors,
      behind,
      dueTotal,
      cpuMs: (cpu.user + cpu.system) / 1000,
      wallMs: performance.now(),
    });
  } else if (message.type === 'stop') {
    clearInterval(timer);
    socket.close();
    process.exit(0);
  }
});
process.send({ type: 'ready' });
