// Loads MediaPipe's PoseLandmarker from our own origin (web/build/pose-assets.ts serves the WASM
// and the .task models; nothing comes from a CDN) and runs it on video frames.
//
// Decided here (docs/form-analyzer.md):
// - Model: the spec's light model on mobile (lite) and heavy one on desktop (heavy), where the
//   desktop has a GPU. Heavy on a CPU takes about 300 ms a frame on a 2-core machine (3 frames a
//   second, so a minute of video takes three and a half), so a desktop on the CPU gets full (about 45 ms),
//   the spec's third variant (docs/form-analyzer.md has the figures). "Mobile" is
//   what the browser says of itself: navigator.userAgentData.mobile where it exists (Chromium),
//   else a phone or tablet user agent (Android, iPhone, iPad, iPod, "Mobi"), or an iPad that
//   presents itself as a Mac (Macintosh with a touch screen).
// - Delegate: GPU when WebGL2 runs on real graphics hardware, with CPU as the fallback when
//   the GPU delegate fails to start; a software renderer (SwiftShader, llvmpipe: a machine or
//   browser with no GPU) gets CPU directly, where XNNPACK is faster than emulated WebGL.
// - Smoothing: tasks-vision has no smoothing option (the graph smooths landmarks in VIDEO mode
//   with its own filter); the spec's strength 0.5 is applied to the landmarks the analyzer
//   measures (landmark-smoothing.ts).
import { FilesetResolver, PoseLandmarker, type NormalizedLandmark } from '@mediapipe/tasks-vision';
import { POSE_MODELS, POSE_WASM } from 'virtual:pulse-pose-assets';
import { ANALYZER_ERRORS } from './analyzer-errors';

export type PoseModelVariant = keyof typeof POSE_MODELS;
export type PoseDelegate = 'GPU' | 'CPU';

interface NavigatorWithHints {
  userAgent: string;
  maxTouchPoints?: number;
  userAgentData?: { mobile?: boolean };
}

/** Whether this browser is on a phone or tablet (see the top of this file). */
export function isMobileDevice(nav: NavigatorWithHints = navigator): boolean {
  if (typeof nav.userAgentData?.mobile === 'boolean') return nav.userAgentData.mobile;
  if (/Android|iPhone|iPad|iPod|Mobi/i.test(nav.userAgent)) return true;
  return /Macintosh/.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1;
}

export const modelVariantFor = (mobile: boolean, delegate: PoseDelegate): PoseModelVariant => (mobile ? 'lite' : delegate === 'GPU' ? 'heavy' : 'full');

const SOFTWARE_RENDERER = /SwiftShader|llvmpipe|softpipe|Software|Microsoft Basic Render/i;

/** GPU when WebGL2 runs on graphics hardware; CPU with no WebGL2 or a software renderer. */
export function preferredDelegate(): PoseDelegate {
  try {
    const gl = document.createElement('canvas').getContext('webgl2');
    if (!gl) return 'CPU';
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return SOFTWARE_RENDERER.test(renderer) ? 'CPU' : 'GPU';
  } catch {
    return 'CPU';
  }
}

/**
 * A choice made by hand, for support and the bench: localStorage 'pulse:pose-model' set to a
 * variant ('lite', 'full', 'heavy') and optionally a delegate ('full/CPU'). Anything else is ignored.
 */
export function poseModelOverride(): { variant?: PoseModelVariant; delegate?: PoseDelegate } {
  let value: string | null = null;
  try {
    value = localStorage.getItem('pulse:pose-model');
  } catch {
    return {};
  }
  const match = /^(lite|full|heavy)(?:\/(CPU|GPU))?$/.exec(value ?? '');
  return match ? { variant: match[1] as PoseModelVariant, delegate: match[2] as PoseDelegate | undefined } : {};
}

export class PoseModelLoadError extends Error {
  override name = 'PoseModelLoadError';
  constructor(readonly reason: unknown) {
    super(ANALYZER_ERRORS.modelLoadFailed);
  }
}

export interface PoseModel {
  variant: PoseModelVariant;
  delegate: PoseDelegate;
  /** The landmarks of the one pose in this frame, or null when there is none. */
  detect(frame: HTMLVideoElement, mediaTimeMs: number): NormalizedLandmark[] | null;
  /** A new video or camera session: its clock starts again at 0, the model's must not. */
  newSession(): void;
  close(): void;
}

function create(variant: PoseModelVariant, delegate: PoseDelegate, wasm: typeof POSE_WASM.simd): Promise<PoseLandmarker> {
  return PoseLandmarker.createFromOptions(wasm, {
    baseOptions: { modelAssetPath: POSE_MODELS[variant], delegate },
    runningMode: 'VIDEO',
    numPoses: 1,
  });
}

/** Loads the model for this device; throws PoseModelLoadError (the spec's message) when it cannot. */
export async function loadPoseModel(options: { variant?: PoseModelVariant; delegate?: PoseDelegate } = poseModelOverride()): Promise<PoseModel> {
  const mobile = isMobileDevice();
  let delegate = options.delegate ?? preferredDelegate();
  let variant = options.variant ?? modelVariantFor(mobile, delegate);
  let landmarker: PoseLandmarker;
  try {
    const wasm = (await FilesetResolver.isSimdSupported()) ? POSE_WASM.simd : POSE_WASM.nosimd;
    try {
      landmarker = await create(variant, delegate, wasm);
    } catch (error) {
      if (delegate === 'CPU') throw error;
      console.warn('[form-analyzer] the GPU delegate did not start; using the CPU', error);
      delegate = 'CPU';
      variant = options.variant ?? modelVariantFor(mobile, delegate);
      landmarker = await create(variant, delegate, wasm);
    }
  } catch (error) {
    throw new PoseModelLoadError(error);
  }

  // detectForVideo needs timestamps that only grow, across every video the model sees.
  let offset = 0;
  let last = -1;
  return {
    variant,
    delegate,
    detect(frame, mediaTimeMs) {
      const timestamp = Math.max(last + 1, offset + mediaTimeMs);
      last = timestamp;
      return landmarker.detectForVideo(frame, timestamp).landmarks[0] ?? null;
    },
    newSession() {
      offset = last + 1000;
    },
    close: () => landmarker.close(),
  };
}

export const POSE_CONNECTIONS = PoseLandmarker.POSE_CONNECTIONS;
