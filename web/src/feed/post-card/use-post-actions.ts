// What a member does to a post, with the spec's behaviour: like, bookmark and repost flip at
// once (count +-1) and go back if the server refuses, with the catalogue's toast; every
// interaction asks a signed-out visitor to log in first.
import { useApolloClient, useMutation } from '@apollo/client';
import { useCallback } from 'react';
import {
  BookmarkPostDocument,
  DeletePostDocument,
  LikePostDocument,
  QuotePostDocument,
  RepostDocument,
  UnbookmarkPostDocument,
  UndoRepostDocument,
  UnlikePostDocument,
  type PostBodyFragment,
} from '../../generated/graphql';
import { isSignedIn, useSession } from '../../session/session-context';
import { toast } from '../../toasts/toast';
import { prependPost, removePost } from '../feed-updates';
import { FEED_TOASTS, LOGIN_TOASTS } from '../messages';
import { useAskToLogIn } from '../../pages/login-prompt';

export function useSignedInGuard() {
  const { status, user } = useSession();
  const signedIn = isSignedIn(status) && Boolean(user);
  // The message comes with Log in and Sign up, which return the visitor here.
  const askToLogIn = useAskToLogIn();
  return useCallback(
    (loginMessage: string): boolean => {
      if (!signedIn) askToLogIn(loginMessage);
      return signedIn;
    },
    [signedIn, askToLogIn],
  );
}

/** A post's counter after the member's own toggle: one more or one fewer, never below 0. */
const flipped = (count: number, on: boolean) => Math.max(0, count + (on ? 1 : -1));

/**
 * Sends a toggle whose answer is shown already (Apollo's optimistic layer, dropped when the
 * call fails, so the heart and count go back); a failure is logged and toasted. True when the
 * server took it.
 */
async function sendToggle(what: string, failure: string, send: () => Promise<unknown>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    console.error(`[feed] ${what} failed`, error);
    toast.error(failure);
    return false;
  }
}

export function usePostActions(post: PostBodyFragment) {
  const client = useApolloClient();
  const guard = useSignedInGuard();
  const [like] = useMutation(LikePostDocument);
  const [unlike] = useMutation(UnlikePostDocument);
  const [bookmark] = useMutation(BookmarkPostDocument);
  const [unbookmark] = useMutation(UnbookmarkPostDocument);
  const [repost] = useMutation(RepostDocument);
  const [undoRepost] = useMutation(UndoRepostDocument);
  const [quote] = useMutation(QuotePostDocument);
  const [remove] = useMutation(DeletePostDocument);

  const toggleLike = useCallback(async () => {
    if (!guard(LOGIN_TOASTS.like)) return;
    const liked = !post.liked;
    const answer = { __typename: 'Post' as const, id: post.id, liked, likeCount: flipped(post.likeCount, liked) };
    const variables = { id: post.id };
    await sendToggle('like', FEED_TOASTS.like, () =>
      liked ? like({ variables, optimisticResponse: { likePost: answer } }) : unlike({ variables, optimisticResponse: { unlikePost: answer } }),
    );
  }, [guard, like, unlike, post.id, post.liked, post.likeCount]);

  const toggleBookmark = useCallback(async () => {
    if (!guard(LOGIN_TOASTS.bookmark)) return;
    const bookmarked = !post.bookmarked;
    const answer = { __typename: 'Post' as const, id: post.id, bookmarked, bookmarkCount: flipped(post.bookmarkCount, bookmarked) };
    const variables = { id: post.id };
    await sendToggle('bookmark', FEED_TOASTS.bookmark, () =>
      bookmarked ? bookmark({ variables, optimisticResponse: { bookmarkPost: answer } }) : unbookmark({ variables, optimisticResponse: { unbookmarkPost: answer } }),
    );
  }, [guard, bookmark, unbookmark, post.id, post.bookmarked, post.bookmarkCount]);

  const toggleRepost = useCallback(async () => {
    if (!guard(LOGIN_TOASTS.repost)) return;
    const reposted = !post.reposted;
    const answer = { __typename: 'Post' as const, id: post.id, reposted, repostCount: flipped(post.repostCount, reposted) };
    const variables = { id: post.id };
    const sent = await sendToggle('repost', FEED_TOASTS.repost, () =>
      reposted ? repost({ variables, optimisticResponse: { repost: answer } }) : undoRepost({ variables, optimisticResponse: { undoRepost: answer } }),
    );
    if (sent) toast.success(reposted ? 'Reposted' : 'Repost removed');
  }, [guard, repost, undoRepost, post.id, post.reposted, post.repostCount]);

  /** Whether the quote dialog may open: a visitor hears why not before writing a comment. */
  const mayQuote = useCallback(() => guard(LOGIN_TOASTS.quote), [guard]);

  /** Resolves true when the quote was published. */
  const quotePost = useCallback(
    async (content: string): Promise<boolean> => {
      // Checked again: the session can end while the dialog is open.
      if (!guard(LOGIN_TOASTS.quote)) return false;
      try {
        const { data } = await quote({ variables: { id: post.id, content: content.trim() } });
        if (data) {
          prependPost(client.cache, data.quotePost);
          client.cache.modify({ id: client.cache.identify({ __typename: 'Post', id: post.id }), fields: { quoteCount: (n: number) => n + 1 } });
        }
        toast.success('Quote posted');
        return true;
      } catch (error) {
        console.error('[feed] quote failed', error);
        toast.error(FEED_TOASTS.quote);
        return false;
      }
    },
    [guard, quote, client, post.id],
  );

  /** Resolves true when the post was deleted (it is then gone from every list). */
  const deletePost = useCallback(async (): Promise<boolean> => {
    try {
      await remove({ variables: { id: post.id } });
      removePost(client.cache, post.id);
      toast.success('Post deleted');
      return true;
    } catch (error) {
      console.error('[feed] delete failed', error);
      toast.error(FEED_TOASTS.delete);
      return false;
    }
  }, [remove, client, post.id]);

  return { toggleLike, toggleBookmark, toggleRepost, mayQuote, quotePost, deletePost };
}
