// The frame transform of an end-to-end encrypted call (docs/e2ee.md, "Calls as built"), run by
// the browser for each sender and receiver (RTCRtpScriptTransform), off the page's thread. Each
// encoded frame is sealed with AES-256-GCM under the call's media key, which the devices derive
// from the conversation's MLS group (its exporter secret); the media server forwards what it
// cannot open. A frame keeps its first bytes in clear (the VP8 frame tag, 10 bytes on a key
// frame and 3 otherwise; Opus's TOC byte), as SFrame-style schemes do, so packetization works;
// they are bound to the ciphertext as additional data. After the ciphertext: the 12-byte IV,
// the key's epoch (4 bytes) and the magic "PE2E". A frame that does not open is dropped, and
// nothing is ever sent in clear: before the key arrives, frames are dropped too.

interface TransformOptions {
  direction: 'send' | 'receive';
  kind: 'audio' | 'video';
}

interface EncodedFrame {
  data: ArrayBuffer;
  type?: 'key' | 'delta' | 'empty';
}

interface TransformEvent {
  transformer: { readable: ReadableStream<EncodedFrame>; writable: WritableStream<EncodedFrame>; options: TransformOptions };
}

const MAGIC = new Uint8Array([0x50, 0x45, 0x32, 0x45]);
const IV_BYTES = 12;
const TRAILER_BYTES = IV_BYTES + 4 + MAGIC.length;
const TAG_BYTES = 16;

const keys = new Map<number, CryptoKey>();
let sendEpoch: number | null = null;
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ epoch: number; key: ArrayBuffer }>) => void) | null;
  onrtctransform: ((event: TransformEvent) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  const { epoch, key } = event.data;
  void crypto.subtle.importKey('raw', key, 'AES-GCM', false, ['encrypt', 'decrypt']).then((imported) => {
    keys.set(epoch, imported);
    if (sendEpoch === null || epoch > sendEpoch) sendEpoch = epoch;
  });
};

const clearBytes = (kind: 'audio' | 'video', frame: EncodedFrame) => (kind === 'audio' ? 1 : frame.type === 'key' ? 10 : 3);

async function seal(frame: EncodedFrame, kind: 'audio' | 'video'): Promise<EncodedFrame | null> {
  const key = sendEpoch === null ? undefined : keys.get(sendEpoch);
  if (!key || sendEpoch === null) return null;
  const data = new Uint8Array(frame.data);
  const head = data.subarray(0, Math.min(clearBytes(kind, frame), data.length));
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: head }, key, data.subarray(head.length)));
  const out = new Uint8Array(head.length + sealed.length + TRAILER_BYTES);
  out.set(head);
  out.set(sealed, head.length);
  out.set(iv, head.length + sealed.length);
  new DataView(out.buffer).setUint32(head.length + sealed.length + IV_BYTES, sendEpoch);
  out.set(MAGIC, out.length - MAGIC.length);
  frame.data = out.buffer;
  return frame;
}

async function open(frame: EncodedFrame, kind: 'audio' | 'video'): Promise<EncodedFrame | null> {
  const data = new Uint8Array(frame.data);
  const headLength = clearBytes(kind, frame);
  if (data.length < headLength + TAG_BYTES + TRAILER_BYTES) return null;
  if (MAGIC.some((b, i) => data[data.length - MAGIC.length + i] !== b)) return null; // in clear: refused
  const trailer = data.length - TRAILER_BYTES;
  const epoch = new DataView(data.buffer, data.byteOffset).getUint32(trailer + IV_BYTES);
  const key = keys.get(epoch);
  if (!key) {
    scope.postMessage({ type: 'unknown-epoch', epoch });
    return null;
  }
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: data.subarray(trailer, trailer + IV_BYTES), additionalData: data.subarray(0, headLength) },
      key,
      data.subarray(headLength, trailer),
    );
    const out = new Uint8Array(headLength + plain.byteLength);
    out.set(data.subarray(0, headLength));
    out.set(new Uint8Array(plain), headLength);
    frame.data = out.buffer;
    return frame;
  } catch {
    return null;
  }
}

scope.onrtctransform = ({ transformer }) => {
  const { direction, kind } = transformer.options;
  const step = direction === 'send' ? seal : open;
  void transformer.readable
    .pipeThrough(
      new TransformStream<EncodedFrame, EncodedFrame>({
        async transform(frame, controller) {
          const done = await step(frame, kind);
          if (done) controller.enqueue(done);
        },
      }),
    )
    .pipeTo(transformer.writable);
};
