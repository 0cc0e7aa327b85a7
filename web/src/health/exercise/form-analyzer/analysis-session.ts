// One analysis: frames of a video file or of the camera go through the pose model, the
// smoother and the angle measure into a rep counter, and each processed frame is reported for
// the live overlay. At most one frame per 100 ms of the video's own clock is processed
// (rep-counter.ts's PROCESS_INTERVAL_MS).
//
// A video file is stepped through rather than played: seek to 0, 100, 200... ms, analyse the
// frame shown, go on. Every 100 ms of the video is analysed however slow the machine or the
// model (played at normal speed, a slow model would skip frames and a busy machine would
// change the result), and a fast machine analyses faster than real time. The camera is live:
// each frame the camera delivers is analysed when 100 ms have passed since the last one, and
// the camera is recorded at 30 fps meanwhile.
import type { NormalizedLandmark } from '@mediapipe/tasks-vision';
import { ANALYZER_ERRORS } from './analyzer-errors';
import { bodyAngles, type BodyAngles } from './angles';
import { LandmarkSmoother } from './landmark-smoothing';
import type { PoseModel } from './pose-model';
import { PROCESS_INTERVAL_MS, RepCounter, type ExerciseType } from './rep-counter';

export const RECORDING_FPS = 30;
/** A seek (or a first frame) that takes longer than this means the video cannot be played. */
const SEEK_TIMEOUT_MS = 15_000;

export interface FrameReport {
  mediaTimeMs: number;
  /** What the overlay draws: the smoothed landmarks (null: no pose in this frame). */
  landmarks: NormalizedLandmark[] | null;
  angles: BodyAngles | null;
  repCount: number;
  /** 0-1 through a video file; null for the camera. */
  progress: number | null;
}

/** A failure of the session, with the spec's message (section 8). */
export class AnalyzerError extends Error {
  override name = 'AnalyzerError';
}

export class AnalysisSession {
  readonly counter: RepCounter;
  private readonly smoother = new LandmarkSmoother();
  private stopRequested = false;

  constructor(
    readonly exercise: ExerciseType,
    private readonly model: PoseModel,
    private readonly onFrame: (report: FrameReport) => void,
  ) {
    this.counter = new RepCounter(exercise);
    model.newSession();
  }

  /** Ends the session after the frame in progress. */
  stop(): void {
    this.stopRequested = true;
  }

  get stopped(): boolean {
    return this.stopRequested;
  }

  private process(video: HTMLVideoElement, mediaTimeMs: number, progress: number | null): void {
    let raw: NormalizedLandmark[] | null;
    try {
      raw = this.model.detect(video, mediaTimeMs);
    } catch (error) {
      console.error('[form-analyzer] pose detection failed', error);
      throw new AnalyzerError(ANALYZER_ERRORS.detectionFailed);
    }
    const landmarks = this.smoother.next(raw) as NormalizedLandmark[] | null;
    const angles = landmarks ? bodyAngles(landmarks, { aspectRatio: video.videoWidth / video.videoHeight }) : null;
    if (angles) this.counter.push({ timestampMs: mediaTimeMs, knee: angles.knee, hip: angles.hip, back: angles.back });
    this.onFrame({ mediaTimeMs, landmarks, angles, repCount: this.counter.repCount, progress });
  }

  /** Steps through a loaded video file; resolves when it reached the end or was stopped. */
  async analyzeFile(video: HTMLVideoElement): Promise<void> {
    const duration = await knownDuration(video);
    for (let ms = 0; ms <= duration * 1000 && !this.stopRequested; ms += PROCESS_INTERVAL_MS) {
      await seek(video, ms / 1000);
      if (this.stopRequested) break;
      this.process(video, ms, Math.min(1, ms / (duration * 1000)));
    }
  }

  /** Analyses the camera's frames until stopped; answers the recording (30 fps WebM). */
  async analyzeCamera(video: HTMLVideoElement, stream: MediaStream): Promise<Blob | null> {
    const recorder = typeof MediaRecorder === 'undefined' ? null : new MediaRecorder(stream);
    const chunks: Blob[] = [];
    if (recorder) {
      recorder.ondataavailable = (e) => chunks.push(e.data);
      recorder.start(1000);
    }
    const started = performance.now();
    let last = -Infinity;
    let failure: unknown = null;
    await new Promise<void>((resolve) => {
      const onFrame = () => {
        if (this.stopRequested || failure) return resolve();
        const now = performance.now() - started;
        if (now - last >= PROCESS_INTERVAL_MS) {
          last = now;
          try {
            this.process(video, now, null);
          } catch (error) {
            failure = error;
            return resolve();
          }
        }
        video.requestVideoFrameCallback(onFrame);
      };
      video.requestVideoFrameCallback(onFrame);
      const poll = setInterval(() => {
        if (this.stopRequested) {
          clearInterval(poll);
          resolve();
        }
      }, 100);
    });
    if (failure) throw failure;
    if (!recorder || recorder.state === 'inactive') return null;
    const done = new Promise<void>((resolve) => (recorder.onstop = () => resolve()));
    recorder.stop();
    await done;
    return new Blob(chunks, { type: recorder.mimeType || 'video/webm' });
  }
}

/** Opens the camera for the analyzer: 30 frames a second, the spec's recording rate. */
export function openCamera(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({ video: { frameRate: { ideal: RECORDING_FPS }, width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false });
}

const playbackError = () => new AnalyzerError(ANALYZER_ERRORS.videoPlaybackFailed);

/** Waits for one of the video's events, failing on its error event or after the timeout. */
function once(video: HTMLVideoElement, event: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(playbackError()), SEEK_TIMEOUT_MS);
    const ok = () => finish(null);
    const failed = () => finish(playbackError());
    function finish(error: Error | null) {
      clearTimeout(timer);
      video.removeEventListener(event, ok);
      video.removeEventListener('error', failed);
      if (error) reject(error);
      else resolve();
    }
    video.addEventListener(event, ok);
    video.addEventListener('error', failed);
  });
}

/**
 * The video's duration in seconds. A recording made by MediaRecorder (a phone's browser, our
 * own camera mode) has none in its header: seeking past the end makes the browser find it.
 */
async function knownDuration(video: HTMLVideoElement): Promise<number> {
  if (video.error) throw playbackError();
  if (video.readyState < HTMLMediaElement.HAVE_METADATA) await once(video, 'loadedmetadata');
  if (!Number.isFinite(video.duration)) {
    const found = once(video, 'durationchange');
    video.currentTime = Number.MAX_SAFE_INTEGER;
    await found;
  }
  if (!Number.isFinite(video.duration) || video.duration <= 0) throw playbackError();
  return video.duration;
}

async function seek(video: HTMLVideoElement, seconds: number): Promise<void> {
  if (video.error) throw playbackError();
  const seeked = once(video, 'seeked');
  video.currentTime = seconds;
  await seeked;
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) await once(video, 'loadeddata');
}
