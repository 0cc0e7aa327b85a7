// The calls' constants and texts from the spec (sections 8 and 9), verbatim: capture
// constraints, the three simulcast layers, the Opus options, the layer received video
// prefers, the media-server client's timeouts, and every alert and error text.
import type { types } from 'mediasoup-client';

// ---- media-server client (spec 9) -------------------------------------------------------

export const MEDIA_SERVER_CONNECT_TIMEOUT_MS = 10_000;
export const MEDIA_SERVER_REQUEST_TIMEOUT_MS = 10_000;
/** Wait after the socket opens before verifying it with a ping. */
export const MEDIA_SERVER_VERIFY_DELAY_MS = 150;

// ---- texts (spec 8) -----------------------------------------------------------------------

export const VIDEO_CALL_FAILED = 'Failed to start video call. Please check your camera and microphone permissions.';
export const AUDIO_CALL_FAILED = 'Failed to start audio call. Please check your microphone permissions.';
/** Starting a call while the realtime socket is down. */
export const CONNECTION_ERROR = 'Connection error. Please try again.';
export const MEDIA_ACCESS_FAILED = 'Failed to access camera/microphone. Please check permissions.';
export const MEDIA_SERVER_CONNECT_FAILED = 'Failed to connect to media server';
export const WS_CONNECT_TIMEOUT = 'WebSocket connection timeout';
export const WS_VERIFY_FAILED = 'WebSocket connection verification failed';
export const WS_NOT_CONNECTED = 'WebSocket not connected';
export const requestTimeoutMessage = (type: string) => `Request timeout: ${type}`;

export const callFailedMessage = (video: boolean) => (video ? VIDEO_CALL_FAILED : AUDIO_CALL_FAILED);

// ---- capture (spec 9) ---------------------------------------------------------------------

export const AUDIO_CONSTRAINTS: MediaTrackConstraints = {
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
};

export const VIDEO_CONSTRAINTS: MediaTrackConstraints = {
  width: { ideal: 1280 },
  height: { ideal: 720 },
  facingMode: 'user',
};

/** Camera and microphone for a video call; the microphone only for an audio call. */
export function mediaConstraints(video: boolean): MediaStreamConstraints {
  return { audio: AUDIO_CONSTRAINTS, video: video ? VIDEO_CONSTRAINTS : false };
}

// ---- publishing (spec 9) ------------------------------------------------------------------

/**
 * Three simulcast layers, lowest first (mediasoup's order: r0, r1, r2): 0.5 Mbps at 1/4,
 * 1 Mbps at 1/2, 2.5 Mbps full size. mediasoup-client names the rids and Chrome sends each
 * layer as L1T3.
 */
export const VIDEO_ENCODINGS: types.RtpEncodingParameters[] = [
  { maxBitrate: 500_000, scaleResolutionDownBy: 4 },
  { maxBitrate: 1_000_000, scaleResolutionDownBy: 2 },
  { maxBitrate: 2_500_000, scaleResolutionDownBy: 1 },
];

/** Opus: stereo, DTX, in-band FEC, 48 kHz maximum playback rate. */
export const AUDIO_CODEC_OPTIONS: types.ProducerCodecOptions = {
  opusStereo: true,
  opusDtx: true,
  opusFec: true,
  opusMaxPlaybackRate: 48_000,
};

// ---- receiving (spec 9) -------------------------------------------------------------------

/**
 * Received video prefers the lowest spatial layer and the highest temporal one. Chrome sends
 * VP8 simulcast with three temporal layers (0-2); mediasoup clamps a preference above what
 * the stream has to the highest layer there is.
 */
export const PREFERRED_LAYERS = { spatialLayer: 0, temporalLayer: 2 } as const;
