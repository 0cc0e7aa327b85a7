// The page's side of an encrypted call's media (frame-crypto.worker.ts does the sealing): one
// worker per call, given the call's media key, attached to each sender and receiver before any
// frame leaves or arrives (mediasoup-client's onRtpSender and onRtpReceiver).
export interface MediaKey {
  /** The MLS epoch the key was exported in; frames carry it, so a receiver can tell keys apart. */
  epoch: number;
  key: Uint8Array;
}

export interface FrameCrypto {
  protectSender(sender: RTCRtpSender, kind: 'audio' | 'video'): void;
  protectReceiver(receiver: RTCRtpReceiver, kind: 'audio' | 'video'): void;
  addKey(key: MediaKey): void;
  close(): void;
}

/** Whether this browser can transform encoded frames (Chromium and Safari can; without it an encrypted call cannot be joined). */
export const canEncryptCalls = () => typeof RTCRtpScriptTransform === 'function';

export function createFrameCrypto(first: MediaKey, onUnknownEpoch: (epoch: number) => void): FrameCrypto {
  const worker = new Worker(new URL('./frame-crypto.worker.ts', import.meta.url), { type: 'module', name: 'pulse-call-frames' });
  worker.onmessage = (event: MessageEvent<{ type: string; epoch: number }>) => {
    if (event.data.type === 'unknown-epoch') onUnknownEpoch(event.data.epoch);
  };
  const addKey = ({ epoch, key }: MediaKey) => worker.postMessage({ epoch, key: key.slice().buffer });
  addKey(first);
  return {
    protectSender(sender, kind) {
      sender.transform = new RTCRtpScriptTransform(worker, { direction: 'send', kind });
    },
    protectReceiver(receiver, kind) {
      receiver.transform = new RTCRtpScriptTransform(worker, { direction: 'receive', kind });
    },
    addKey,
    close: () => worker.terminate(),
  };
}
