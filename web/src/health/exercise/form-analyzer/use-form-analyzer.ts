// The analyzer's states (spec section 4): model loading, ready, analyzing (live), stopped and
// complete, then Analyze Another (back to ready with the model kept). The pose model starts
// loading when the dialog opens; a member may pick the exercise and the video meanwhile, and
// starting before it is loaded says so (section 8). Every failure shows the spec's words.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ANALYZER_ERRORS, NoRepDataError } from './analyzer-errors';
import { AnalysisSession, AnalyzerError, openCamera, type FrameReport } from './analysis-session';
import { loadPoseModel, type PoseModel } from './pose-model';
import type { ExerciseType } from './rep-counter';
import { analyzeSession, type SessionResult } from './scoring';
import { drawSkeleton } from './skeleton-overlay';

export type AnalyzerPhase = 'loading' | 'ready' | 'analyzing' | 'stopped' | 'complete';

export type VideoSource = { kind: 'file'; file: File } | { kind: 'camera' };

export interface AnalysisOutcome {
  result: SessionResult;
  /** The analysed video: the member's file, or the camera's recording (30 fps WebM). */
  video: Blob | null;
  /** Frames analysed and the time it took (wall clock), for the curious and the bench. */
  frames: number;
  elapsedMs: number;
}

export interface AnalyzerElements {
  video: HTMLVideoElement | null;
  canvas: HTMLCanvasElement | null;
}

export function useFormAnalyzer(elements: () => AnalyzerElements) {
  const [phase, setPhase] = useState<AnalyzerPhase>('loading');
  const [error, setError] = useState<string | null>(null);
  const [model, setModel] = useState<Pick<PoseModel, 'variant' | 'delegate'> | null>(null);
  const [live, setLive] = useState<FrameReport | null>(null);
  const [outcome, setOutcome] = useState<AnalysisOutcome | null>(null);
  const modelRef = useRef<PoseModel | null>(null);
  const sessionRef = useRef<AnalysisSession | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const mounted = useRef(true);
  /** A stopped session's reps, until the member asks for the results. */
  const pending = useRef<{ exercise: ExerciseType; reps: AnalysisSession['counter']['reps']; video: Blob | null; frames: number; elapsedMs: number } | null>(null);

  const load = useCallback(() => {
    setError(null);
    setPhase('loading');
    loadPoseModel().then(
      (loaded) => {
        if (!mounted.current) return loaded.close();
        modelRef.current = loaded;
        setModel({ variant: loaded.variant, delegate: loaded.delegate });
        setPhase('ready');
      },
      (failure: unknown) => {
        console.error('[form-analyzer] the pose model did not load', failure);
        if (mounted.current) setError(ANALYZER_ERRORS.modelLoadFailed);
      },
    );
  }, []);

  useEffect(() => {
    mounted.current = true;
    load();
    return () => {
      mounted.current = false;
      sessionRef.current?.stop();
      streamRef.current?.getTracks().forEach((t) => t.stop());
      modelRef.current?.close();
      modelRef.current = null;
    };
  }, [load]);

  const stopCamera = () => {
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
  };

  const start = useCallback(
    async (exercise: ExerciseType, source: VideoSource) => {
      const model = modelRef.current;
      if (!model) return setError(ANALYZER_ERRORS.modelNotLoaded);
      const { video, canvas } = elements();
      if (!video || !canvas) return setError(ANALYZER_ERRORS.missingElements);
      setError(null);
      setLive(null);
      setOutcome(null);
      let frames = 0;
      const session = new AnalysisSession(exercise, model, (report) => {
        frames++;
        drawSkeleton(canvas, video.videoWidth, video.videoHeight, report.landmarks);
        if (mounted.current) setLive(report);
      });
      sessionRef.current = session;
      setPhase('analyzing');
      const began = performance.now();
      let recording: Blob | null = null;
      try {
        if (source.kind === 'camera') {
          const stream = await openCamera();
          streamRef.current = stream;
          video.srcObject = stream;
          await video.play().catch(() => {
            throw new AnalyzerError(ANALYZER_ERRORS.videoPlaybackFailed);
          });
          recording = await session.analyzeCamera(video, stream);
          stopCamera();
        } else {
          await session.analyzeFile(video);
        }
      } catch (failure) {
        stopCamera();
        if (!mounted.current) return;
        if (!(failure instanceof AnalyzerError)) console.error('[form-analyzer] analysis failed', failure);
        setError(
          failure instanceof AnalyzerError ? failure.message : failure instanceof DOMException ? ANALYZER_ERRORS.videoPlaybackFailed : ANALYZER_ERRORS.detectionFailed,
        );
        setPhase('stopped');
        return;
      }
      if (!mounted.current) return;
      const reps = session.counter.reps;
      const details = { video: source.kind === 'file' ? source.file : recording, frames, elapsedMs: performance.now() - began };
      if (session.stopped) {
        // Stopped by the member: the reps so far are kept until they finish or start again.
        pending.current = { exercise, reps, ...details };
        setPhase('stopped');
        return;
      }
      complete(exercise, reps, details);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- elements is read at call time
    [],
  );

  function complete(exercise: ExerciseType, reps: AnalysisSession['counter']['reps'], details: Omit<AnalysisOutcome, 'result'>) {
    try {
      setOutcome({ result: analyzeSession(exercise, reps), ...details });
      setPhase('complete');
    } catch (failure) {
      if (!(failure instanceof NoRepDataError)) throw failure;
      setError(ANALYZER_ERRORS.noRepData);
      setPhase('complete');
    }
  }

  return {
    phase,
    error,
    model,
    live,
    outcome,
    /** Shows a problem found before starting (a file that is not a video, a video that cannot play). */
    setError,
    start,
    /** Analyzing -> stopped. */
    stop: () => sessionRef.current?.stop(),
    /** Stopped -> complete, with the reps counted so far. */
    finish: () => {
      const p = pending.current;
      pending.current = null;
      if (p) complete(p.exercise, p.reps, p);
    },
    /** Analyze Another: back to ready with the model kept (or to loading if it never loaded). */
    reset: () => {
      sessionRef.current?.stop();
      stopCamera();
      pending.current = null;
      setOutcome(null);
      setLive(null);
      setError(null);
      if (modelRef.current) setPhase('ready');
      else load();
    },
    retry: load,
  };
}
