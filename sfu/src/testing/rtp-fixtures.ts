// What a browser would send, built by hand from the router's capabilities (the pattern of
// mediasoup's own tests), so producers and consumers can be made without a browser.
import type { types } from 'mediasoup';

function headerExtensions(caps: types.RtpCapabilities, kind: 'audio' | 'video', uris: string[]): types.RtpHeaderExtensionParameters[] {
  return (caps.headerExtensions ?? []).filter((h) => h.kind === kind && uris.includes(h.uri)).map((h) => ({ uri: h.uri, id: h.preferredId }));
}

function codec(caps: types.RtpCapabilities, mimeType: string): types.RtpCodecCapability {
  const found = caps.codecs?.find((c) => c.mimeType.toLowerCase() === mimeType.toLowerCase());
  if (!found) throw new Error(`router offers no ${mimeType}`);
  return found;
}

/** Opus stereo with FEC and DTX, as the spec's client publishes it. */
export function opusRtpParameters(caps: types.RtpCapabilities, ssrc = 11111111): types.RtpParameters {
  const opus = codec(caps, 'audio/opus');
  return {
    mid: '0',
    codecs: [
      {
        mimeType: opus.mimeType,
        payloadType: opus.preferredPayloadType!,
        clockRate: 48000,
        channels: 2,
        parameters: { useinbandfec: 1, usedtx: 1, stereo: 1 },
        rtcpFeedback: [],
      },
    ],
    headerExtensions: headerExtensions(caps, 'audio', ['urn:ietf:params:rtp-hdrext:sdes:mid', 'urn:ietf:params:rtp-hdrext:ssrc-audio-level']),
    encodings: [{ ssrc, dtx: true }],
    rtcp: { cname: 'pulse-test', reducedSize: true },
  };
}

/** VP8 in three simulcast layers (0.5 / 1 / 2.5 Mbps; the browser scales them 4x / 2x / 1x), as the spec's client publishes video. */
export function vp8SimulcastRtpParameters(caps: types.RtpCapabilities, firstSsrc = 22222222): types.RtpParameters {
  const vp8 = codec(caps, 'video/VP8');
  return {
    mid: '1',
    codecs: [
      {
        mimeType: vp8.mimeType,
        payloadType: vp8.preferredPayloadType!,
        clockRate: 90000,
        rtcpFeedback: [{ type: 'nack' }, { type: 'nack', parameter: 'pli' }, { type: 'ccm', parameter: 'fir' }, { type: 'goog-remb' }],
      },
    ],
    headerExtensions: headerExtensions(caps, 'video', ['urn:ietf:params:rtp-hdrext:sdes:mid', 'http://www.webrtc.org/experiments/rtp-hdrext/abs-send-time']),
    encodings: [
      { ssrc: firstSsrc, maxBitrate: 500_000, scalabilityMode: 'L1T3' },
      { ssrc: firstSsrc + 1, maxBitrate: 1_000_000, scalabilityMode: 'L1T3' },
      { ssrc: firstSsrc + 2, maxBitrate: 2_500_000, scalabilityMode: 'L1T3' },
    ],
    rtcp: { cname: 'pulse-test', reducedSize: true },
  };
}

/** Shaped like a browser's DTLS parameters; no handshake ever happens in these tests. */
export function fakeDtlsParameters(): types.DtlsParameters {
  const value = Array.from({ length: 32 }, (_, i) => ((i * 7 + 3) % 256).toString(16).padStart(2, '0').toUpperCase()).join(':');
  return { role: 'client', fingerprints: [{ algorithm: 'sha-256', value }] };
}
