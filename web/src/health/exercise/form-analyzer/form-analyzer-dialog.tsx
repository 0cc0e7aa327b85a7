// Exercise Form Analyzer (composer dialog, spec sections 2, 4, 5, 8, 9): pick an exercise and a
// video (or the camera), watch the skeleton and the knee, hip and back angles while it runs,
// then the reps with their scores (squat) or counted only (the others, which the spec does not
// score). Lazy: the composer loads this file, MediaPipe and the model only when it opens.
import { Badge, Box, Button, Field, HStack, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { AppDialog } from '../../../components/dialog';
import { FormMessage } from '../../../components/form-error';
import { SelectField } from '../../../components/select-field';
import { ANALYZER_ERRORS } from './analyzer-errors';
import { KeepAnalysis } from './keep-analysis';
import { EXERCISE_NAMES, EXERCISE_TYPES, type ExerciseType } from './rep-counter';
import type { SessionResult } from './scoring';
import { useFormAnalyzer, type AnalysisOutcome, type AnalyzerPhase } from './use-form-analyzer';
import { BADGE_LOOK } from './badge-look';

export const INVALID_VIDEO = 'Please select a valid video file.';
export const SOURCE_REQUIRED = 'Choose an exercise and a video (or the camera) to start.';

const EXERCISE_OPTIONS: { value: ExerciseType | ''; label: string }[] = [
  { value: '', label: 'Choose an exercise' },
  ...EXERCISE_TYPES.map((value) => ({ value, label: EXERCISE_NAMES[value] })),
];

const PHASE_LABEL: Record<AnalyzerPhase, string> = {
  loading: 'Loading the pose detection model...',
  ready: 'Ready',
  analyzing: 'Analyzing...',
  stopped: 'Analysis stopped',
  complete: 'Analysis complete',
};

interface Props {
  open: boolean;
  onClose(): void;
  /** Told of each finished analysis (its result and video), e.g. to store or post it. */
  onAnalyzed?(outcome: AnalysisOutcome): void;
}

export default function FormAnalyzerDialog({ open, onClose, onAnalyzed }: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const analyzer = useFormAnalyzer(() => ({ video: videoRef.current, canvas: canvasRef.current }));
  const { phase, error, live, outcome, model } = analyzer;
  const [exercise, setExercise] = useState<ExerciseType | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [useCamera, setUseCamera] = useState(false);
  const [fileUrl, setFileUrl] = useState<string | null>(null);

  useEffect(() => () => void (fileUrl && URL.revokeObjectURL(fileUrl)), [fileUrl]);
  useEffect(() => {
    if (outcome) onAnalyzed?.(outcome);
  }, [outcome, onAnalyzed]);

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = e.target.files?.[0] ?? null;
    e.target.value = '';
    if (!picked) return;
    if (!picked.type.startsWith('video/')) {
      setFile(null);
      setFileUrl(null);
      analyzer.setError(INVALID_VIDEO);
      return;
    }
    analyzer.setError(null);
    setUseCamera(false);
    setFile(picked);
    setFileUrl(URL.createObjectURL(picked));
  };

  const pickCamera = () => {
    analyzer.setError(null);
    setFile(null);
    setFileUrl(null);
    setUseCamera(true);
  };

  const canStart = exercise !== '' && (file !== null || useCamera);
  const start = () => {
    if (!canStart) return analyzer.setError(SOURCE_REQUIRED);
    void analyzer.start(exercise, useCamera ? { kind: 'camera' } : { kind: 'file', file: file! });
  };

  const another = () => {
    setFile(null);
    setFileUrl(null);
    setUseCamera(false);
    analyzer.reset();
  };

  const choosing = phase === 'loading' || phase === 'ready';
  const modelFailed = phase === 'loading' && error === ANALYZER_ERRORS.modelLoadFailed;
  const showVideo = (fileUrl !== null || useCamera) && (phase !== 'complete' || !outcome);

  const footer = (
    <HStack gap="2" justify="end" w="full">
      {choosing && (
        <>
          {modelFailed && (
            <Button variant="outline" onClick={analyzer.retry} data-testid="analyzer-retry">
              Try Again
            </Button>
          )}
          <Button colorPalette="brand" onClick={start} disabled={!canStart} data-testid="analyzer-start">
            Start Analysis
          </Button>
        </>
      )}
      {phase === 'analyzing' && (
        <Button variant="outline" onClick={analyzer.stop} data-testid="analyzer-stop">
          Stop
        </Button>
      )}
      {phase === 'stopped' && !error && (
        <Button colorPalette="brand" onClick={analyzer.finish} data-testid="analyzer-finish">
          Show Results
        </Button>
      )}
      {(phase === 'stopped' || phase === 'complete') && (
        <Button variant={phase === 'complete' ? 'solid' : 'outline'} colorPalette="brand" onClick={another} data-testid="analyzer-another">
          Analyze Another
        </Button>
      )}
    </HStack>
  );

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      testId="form-analyzer"
      title="Exercise Form Analyzer"
      size="lg"
      closeOnInteractOutside={false}
      footer={footer}
      contentProps={{
        'data-phase': phase,
        'data-model': model ? `${model.variant} ${model.delegate}` : undefined,
        'data-frames': outcome ? String(outcome.frames) : undefined,
        'data-elapsed-ms': outcome ? String(Math.round(outcome.elapsedMs)) : undefined,
      }}
    >
      <Stack gap="3">
        <HStack justify="space-between" fontSize="sm" color="fg.muted">
          <Text data-testid="analyzer-phase">{PHASE_LABEL[phase]}</Text>
          {model && <Text data-testid="analyzer-model">{`Model: ${model.variant} (${model.delegate})`}</Text>}
        </HStack>

        {choosing && (
          <Stack gap="3">
            <SelectField<ExerciseType | ''> label="Exercise" value={exercise} options={EXERCISE_OPTIONS} onChange={setExercise} testId="analyzer-exercise" />
            <Field.Root>
              <Field.Label>Video</Field.Label>
              <HStack gap="2" wrap="wrap">
                <Input ref={fileRef} type="file" accept="video/*" hidden onChange={onFile} data-testid="analyzer-file" />
                <Button size="sm" variant="outline" onClick={() => fileRef.current?.click()} data-testid="analyzer-pick-video">
                  Choose Video
                </Button>
                <Button size="sm" variant={useCamera ? 'subtle' : 'outline'} onClick={pickCamera} aria-pressed={useCamera} data-testid="analyzer-use-camera">
                  Use Camera
                </Button>
                <Text fontSize="sm" color="fg.muted" truncate data-testid="analyzer-source">
                  {file ? file.name : useCamera ? 'Camera (live)' : 'No video chosen'}
                </Text>
              </HStack>
            </Field.Root>
          </Stack>
        )}

        <FormMessage message={error} testId="analyzer-error" />

        {showVideo && (
          <Box position="relative" bg="overlay.canvas" rounded="md" overflow="hidden" data-testid="analyzer-stage">
            <video
              ref={videoRef}
              src={fileUrl ?? undefined}
              muted
              playsInline
              preload="auto"
              style={{ width: '100%', display: 'block', maxHeight: '50vh', objectFit: 'contain' }}
              onError={() => fileUrl && analyzer.setError(ANALYZER_ERRORS.videoPlaybackFailed)}
              data-testid="analyzer-video"
            />
            <canvas
              ref={canvasRef}
              style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain', pointerEvents: 'none' }}
              data-testid="analyzer-overlay"
            />
          </Box>
        )}

        {(phase === 'analyzing' || phase === 'stopped') && (
          <Stack gap="2">
            {live?.progress != null && (
              <Progress.Root value={Math.round(live.progress * 100)} size="xs">
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            )}
            <HStack gap="4" fontSize="sm" wrap="wrap" data-testid="analyzer-live">
              <Angle label="Knee" value={live?.angles?.knee} testId="analyzer-knee" />
              <Angle label="Hip" value={live?.angles?.hip} testId="analyzer-hip" />
              <Angle label="Back" value={live?.angles?.back} testId="analyzer-back" />
              <Text>
                Reps: <strong data-testid="analyzer-live-reps">{live?.repCount ?? 0}</strong>
              </Text>
            </HStack>
            {live && !live.angles && (
              <Text fontSize="sm" color="fg.muted">
                No pose in this frame.
              </Text>
            )}
          </Stack>
        )}

        {phase === 'complete' && outcome && <Results result={outcome.result} />}
        {phase === 'complete' && outcome && <KeepAnalysis outcome={outcome} />}
      </Stack>
    </AppDialog>
  );
}

function Angle({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <Text>
      {label}: <strong data-testid={testId}>{value === undefined ? '-' : `${Math.round(value)}°`}</strong>
    </Text>
  );
}

function Results({ result }: { result: SessionResult }) {
  return (
    <Stack gap="3" data-testid="analyzer-results">
      <HStack gap="4" wrap="wrap">
        <Text fontSize="lg">
          Reps: <strong data-testid="analyzer-rep-count">{result.repCount}</strong>
        </Text>
        {result.scored && result.averageScore !== null && result.grade && result.badge && (
          <HStack gap="2">
            <Text fontSize="lg">
              Average score: <strong data-testid="analyzer-average">{result.averageScore.toFixed(1)}</strong>
            </Text>
            <Badge size="lg" {...BADGE_LOOK[result.badge]} data-testid="analyzer-grade" data-variant={result.badge}>
              {result.grade}
            </Badge>
          </HStack>
        )}
      </HStack>
      {!result.scored && result.notScoredReason && (
        <Text color="fg.muted" data-testid="analyzer-not-scored">
          {result.notScoredReason}
        </Text>
      )}
      {result.repScores.length > 0 && (
        <Stack as="ol" gap="2" data-testid="analyzer-reps">
          {result.repScores.map((rep) => (
            <Box as="li" key={rep.rep} listStyleType="none" borderWidth="1px" rounded="md" p="2" data-testid="analyzer-rep" data-score={rep.score}>
              <HStack justify="space-between">
                <Text fontWeight="semibold">Rep {rep.rep}</Text>
                <Text data-testid="analyzer-rep-score">{rep.score}</Text>
              </HStack>
              {rep.details.length ? (
                <Stack as="ul" gap="0.5" fontSize="sm" color="fg.muted" ps="4">
                  {rep.details.map((detail) => (
                    <li key={detail} data-testid="analyzer-rep-detail">
                      {detail}
                    </li>
                  ))}
                </Stack>
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  No deductions.
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
