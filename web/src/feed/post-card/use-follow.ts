// Follow / Unfollow from a card's hover card or menu. The answer updates the member in the
// cache (button, counts); the home feed is refetched so a new followee's posts show up.
import { useApolloClient, useMutation } from '@apollo/client';
import { useCallback, useState } from 'react';
import { FollowUserDocument, HomeFeedDocument, UnfollowUserDocument } from '../../generated/graphql';
import { toast } from '../../toasts/toast';
import { FEED_TOASTS, LOGIN_TOASTS } from '../messages';
import { useSignedInGuard } from './use-post-actions';
import { refetchWatched } from '../../apollo/refetch-watched';

export function useFollow(user: { id: string; followedByMe: boolean; followers: number }) {
  const client = useApolloClient();
  const guard = useSignedInGuard();
  const [follow] = useMutation(FollowUserDocument);
  const [unfollow] = useMutation(UnfollowUserDocument);
  const [busy, setBusy] = useState(false);

  const toggle = useCallback(async () => {
    if (!guard(LOGIN_TOASTS.follow)) return;
    setBusy(true);
    try {
      if (user.followedByMe) await unfollow({ variables: { userId: user.id } });
      else await follow({ variables: { userId: user.id } });
      void refetchWatched(client, [HomeFeedDocument]);
    } catch (error) {
      console.error('[feed] follow failed', error);
      toast.error(FEED_TOASTS.follow);
    } finally {
      setBusy(false);
    }
  }, [guard, follow, unfollow, client, user.id, user.followedByMe]);

  return { toggle, busy };
}
