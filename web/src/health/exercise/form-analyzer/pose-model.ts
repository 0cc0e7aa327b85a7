// Loads MediaPipe's PoseLandmarker from our own origin (web/build/pose-assets.ts serves the WASM
// and the .task models; nothing comes from a CDN) and runs it on video frames. Which model and
// delegate a device gets is decided in model-choice.ts.
//
// Smoothing: tasks-vision has no smoothing option (the graph smooths landmarks in VIDEO mode
// with its own filter); the spec's strength 0.5 is applied to the landmarks the analyzer
// measures (landmark-smoothing.ts).
import { FilesetResolver, PoseLandmarker, type NormalizedLandmark } from '@mediapipe/tasks-vision';
import { POSE_MODELS, POSE_WASM } from 'virtual:pulse-pose-assets';
import { ANALYZER_ERRORS } from './analyzer-errors';
import { isMobileDevice, modelVariantFor, parsePoseModelOverride, preferredDelegate, type PoseDelegate, type PoseModelVariant } from './model-choice';

export type { PoseDelegate, PoseModelVariant } from './model-choice';

/** localStorage 'pulse:pose-model' (model-choice.ts), read where there is a localStorage. */
function poseModelOverride() {
  try {
    return parsePoseModelOverride(localStorage.getItem('pulse:pose-model'));
  } catch {
    return {};
  }
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
