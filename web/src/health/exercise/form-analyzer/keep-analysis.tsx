// Keeping a finished analysis (issue 21): "Save to My Exercises" stores it
// (recordExerciseAnalysis, then listed on /exercise and by GET /exercise); "Post Results" stores
// it and posts it as a card (usePostExerciseAnalysis). The video goes up first, once for both,
// as an exercise-video upload with its progress shown: the member's file as it is, the camera's
// recording as the WebM it is. Saved then posted, the analysis is stored once.
import { useMutation } from '@apollo/client';
import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FormMessage } from '../../../components/form-error';
import { errorCode, graphQLErrorsOf } from '../../../errors/graphql-errors';
import { RecordExerciseAnalysisDocument, type ExerciseAnalysisInput } from '../../../generated/graphql';
import { toast } from '../../../toasts/toast';
import { uploadHealthFile } from '../../upload-health-file';
import { usePostExerciseAnalysis } from '../use-post-exercise-analysis';
import { analysisInput } from './scoring';
import type { AnalysisOutcome } from './use-form-analyzer';

export const SAVE_FAILED = 'Failed to save analysis';
export const SAVED = 'Analysis saved';
export const SAVED_DESCRIPTION = 'It is listed on your Exercise page.';
export const POSTED = 'Posted to your feed';

/** What a failed save says: the server's words for what the member can fix, else a plain failure. */
function messageOf(error: unknown): string {
  const code = errorCode(error);
  const message = graphQLErrorsOf(error)[0]?.message;
  if ((code === 'BAD_USER_INPUT' || code === 'RATE_LIMITED') && typeof message === 'string' && message) return message;
  // An upload refused by the route (not a video, too large) says why in its own words.
  if (!code && error instanceof Error && error.message && !/^HTTP \d/.test(error.message) && error.message.length < 200) return error.message;
  return SAVE_FAILED;
}

export function KeepAnalysis({ outcome }: { outcome: AnalysisOutcome }) {
  const [record] = useMutation(RecordExerciseAnalysisDocument);
  const { post } = usePostExerciseAnalysis();
  const [uploaded, setUploaded] = useState<number | null>(null);
  const [busy, setBusy] = useState<'save' | 'post' | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const [posted, setPosted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Built once (the video uploaded once): the hook keys its own "stored already" on this object.
  const input = useRef<ExerciseAnalysisInput | null>(null);

  const inputOf = async (): Promise<ExerciseAnalysisInput> => {
    if (input.current) return input.current;
    let videoUrl: string | null = null;
    if (outcome.video) {
      const file = outcome.video instanceof File ? outcome.video : new File([outcome.video], 'form-analysis.webm', { type: outcome.video.type || 'video/webm' });
      setUploaded(0);
      try {
        videoUrl = `/media/${await uploadHealthFile('exercise-video', file, { onProgress: setUploaded })}`;
      } finally {
        setUploaded(null);
      }
    }
    input.current = analysisInput(outcome.result, videoUrl);
    return input.current;
  };

  const run = async (what: 'save' | 'post') => {
    setBusy(what);
    setError(null);
    try {
      if (what === 'save') {
        const { data } = await record({ variables: { input: await inputOf() } });
        if (data) setSavedId(data.recordExerciseAnalysis.id);
        toast.success(SAVED, { description: SAVED_DESCRIPTION });
      } else {
        await post(savedId ? { analysisId: savedId } : { analysis: await inputOf() });
        setPosted(true);
        toast.success(POSTED);
      }
    } catch (e) {
      // The hook's errors carry the words to show already.
      setError(what === 'post' && e instanceof Error && e.cause ? e.message : messageOf(e));
    } finally {
      setBusy(null);
    }
  };

  if (posted) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="analyzer-posted">
        {POSTED}
      </Text>
    );
  }
  return (
    <Stack gap="2" data-testid="analyzer-keep">
      {uploaded !== null && (
        <Progress.Root value={Math.round(uploaded * 100)} size="sm" data-testid="analyzer-upload-progress">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <FormMessage message={error} testId="analyzer-keep-error" />
      <HStack gap="2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => void run('save')}
          loading={busy === 'save'}
          disabled={busy !== null || savedId !== null}
          data-testid="analyzer-save"
        >
          {savedId ? 'Saved' : 'Save to My Exercises'}
        </Button>
        <Button colorPalette="brand" size="sm" onClick={() => void run('post')} loading={busy === 'post'} disabled={busy !== null} data-testid="analyzer-post">
          Post Results
        </Button>
      </HStack>
    </Stack>
  );
}
