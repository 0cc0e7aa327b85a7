// Posting a form analysis as a post card (issue 21): the analyzer dialog's "Post" calls
// `post({ analysis: analysisInput(result, videoUrl) })` (or `{ analysisId }` for one already
// stored), which records the analysis (recordExerciseAnalysis) and then creates a post carrying
// it (createPost with exerciseAnalysisId: social checks with health that it is the member's own
// and makes it readable with the post). The new post goes on top of the member's feeds at once.
// Two calls, not one server operation, on purpose: the analysis stands on its own (listed on
// /exercise, owner-only), so a post that fails leaves a valid stored result, posted again by id.
import { useApolloClient, useMutation } from '@apollo/client';
import { useCallback, useRef, useState } from 'react';
import { errorCode, graphQLErrorsOf } from '../../errors/graphql-errors';
import { prependPost } from '../../feed/feed-updates';
import { PostExerciseAnalysisDocument, RecordExerciseAnalysisDocument, type ExerciseAnalysisInput, type FeedPostFragment } from '../../generated/graphql';
import { EXERCISE_NAMES } from './form-analyzer/rep-counter';

export const POST_ANALYSIS_FAILED = 'Failed to create post';
const LOGIN_TO_POST = 'Please log in to post';

const NAMES: Readonly<Record<string, string>> = EXERCISE_NAMES;

/** The post's text when the member writes none, e.g. "Squat form analysis: 5 reps, average 84.2/100". */
export function analysisPostText(input: Pick<ExerciseAnalysisInput, 'exerciseType' | 'repCount' | 'averageScore'>): string {
  const reps = input.repCount === 1 ? '1 rep' : `${input.repCount} reps`;
  const average = input.averageScore != null ? `, average ${(Math.round(input.averageScore * 10) / 10).toFixed(1)}/100` : '';
  return `${NAMES[input.exerciseType] ?? input.exerciseType} form analysis: ${reps}${average}`;
}

export interface PostExerciseAnalysisOptions {
  /** A result to store first, as analysisInput(result, videoUrl) gives it (its video uploaded already). */
  analysis?: ExerciseAnalysisInput;
  /** An analysis already stored (recordExerciseAnalysis's id, POST /exercise/analyze's analysis_id). */
  analysisId?: string;
  /** The post's text; default analysisPostText(analysis), or a plain line for an analysisId alone. */
  content?: string;
}

/** What a failed post says: the server's words for the member's own mistakes, else the spec's toast title. */
function messageOf(error: unknown): string {
  const code = errorCode(error);
  if (code === 'UNAUTHENTICATED') return LOGIN_TO_POST;
  const message = graphQLErrorsOf(error)[0]?.message;
  if ((code === 'BAD_USER_INPUT' || code === 'RATE_LIMITED') && typeof message === 'string' && message) return message;
  return POST_ANALYSIS_FAILED;
}

export function usePostExerciseAnalysis() {
  const client = useApolloClient();
  const [record] = useMutation(RecordExerciseAnalysisDocument);
  const [create] = useMutation(PostExerciseAnalysisDocument);
  const [posting, setPosting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Each result object's stored id: a retry with the same result after a failed post does not store it twice.
  const recorded = useRef(new WeakMap<ExerciseAnalysisInput, string>());

  /** Records (when given a result) and posts it; answers the new post, or throws with the message to show (also in `error`). */
  const post = useCallback(
    async (options: PostExerciseAnalysisOptions): Promise<FeedPostFragment> => {
      setPosting(true);
      setError(null);
      try {
        let analysisId = options.analysisId ?? (options.analysis ? (recorded.current.get(options.analysis) ?? null) : null);
        if (!analysisId && options.analysis) {
          const { data } = await record({ variables: { input: options.analysis } });
          analysisId = data?.recordExerciseAnalysis.id ?? null;
          if (analysisId) recorded.current.set(options.analysis, analysisId);
        }
        if (!analysisId) throw new Error('An analysis or an analysisId is needed');
        const content = options.content?.trim() || (options.analysis ? analysisPostText(options.analysis) : 'My form analysis');
        const { data } = await create({ variables: { input: { content, exerciseAnalysisId: analysisId } } });
        if (!data) throw new Error('No post returned');
        prependPost(client.cache, data.createPost);
        return data.createPost;
      } catch (e) {
        const message = messageOf(e);
        setError(message);
        throw new Error(message, { cause: e });
      } finally {
        setPosting(false);
      }
    },
    [client, record, create],
  );

  return { post, posting, error };
}
