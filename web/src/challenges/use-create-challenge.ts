// The composer's side of the Create Challenge dialog: the parent the dialog hands its values to.
// It creates the challenge (and with it the challenge post) and tells the feed about the post.
import { useMutation } from '@apollo/client';
import { CreateChallengeDocument } from '../generated/graphql';
import { toast } from '../toasts/toast';
import type { ChallengeFormValues } from './create-challenge-dialog';
import { browserTimeZone } from './options';

export const CHALLENGE_CREATED = 'Challenge created!';
export const CHALLENGE_FAILED = 'Failed to create challenge';

export function useCreateChallenge(onPosted?: (post: { id: string }) => void, communityId?: string) {
  const [create] = useMutation(CreateChallengeDocument);
  return async (values: ChallengeFormValues) => {
    const tiers = values.tiers.filter((t) => t.name.trim() && Number(t.goal) > 0).map((t) => ({ name: t.name.trim(), goal: Number(t.goal) }));
    try {
      const { data } = await create({
        variables: {
          input: {
            title: values.title,
            description: values.description,
            category: values.category,
            subcategory: values.subcategory,
            ageGroup: values.ageGroup,
            frequency: values.frequency,
            difficulty: values.difficulty,
            metric: values.metric,
            endsOn: values.endsOn || null,
            tiers,
            timezone: browserTimeZone(),
            communityId: communityId ?? null,
          },
        },
      });
      const post = data?.createChallenge.post;
      toast.success(CHALLENGE_CREATED);
      if (post) onPosted?.(post);
    } catch (error) {
      toast.error(CHALLENGE_FAILED, { description: error instanceof Error ? error.message : undefined });
    }
  };
}
