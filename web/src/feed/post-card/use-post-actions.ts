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
import { prependPost, removePost } from '../feed-cache';
import { FEED_TOASTS, LOGIN_TOASTS } from '../messages';

export function useSignedInGuard() {
  const { status, user } = useSession();
  const signedIn = isSignedIn(status) && Boolean(user);
  return useCallback(
    (loginMessage: string): boolean => {
      if (!signedIn) toast.error(loginMessage);
      return signedIn;
    },
    [signedIn],
  );
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
    const optimisticResponse = { __typename: 'Post' as const, id: post.id, liked, likeCount: Math.max(0, post.likeCount + (liked ? 1 : -1)) };
    try {
      // The optimistic layer is dropped when the call fails: the heart and count go back.
      if (liked) await like({ variables: { id: post.id }, optimisticResponse: { likePost: optimisticResponse } });
      else await unlike({ variables: { id: post.id }, optimisticResponse: { unlikePost: optimisticResponse } });
    } catch (error) {
      console.error('[feed] like failed', error);
      toast.error(FEED_TOASTS.like);
    }
  }, [guard, like, unlike, post.id, post.liked, post.likeCount]);

  const toggleBookmark = useCallback(async () => {
    if (!guard(LOGIN_TOASTS.bookmark)) return;
    const bookmarked = !post.bookmarked;
    const optimisticResponse = { __typename: 'Post' as const, id: post.id, bookmarked, bookmarkCount: Math.max(0, post.bookmarkCount + (bookmarked ? 1 : -1)) };
    try {
      if (bookmarked) await bookmark({ variables: { id: post.id }, optimisticResponse: { bookmarkPost: optimisticResponse } });
      else await unbookmark({ variables: { id: post.id }, optimisticResponse: { unbookmarkPost: optimisticResponse } });
    } catch (error) {
      console.error('[feed] bookmark failed', error);
      toast.error(FEED_TOASTS.bookmark);
    }
  }, [guard, bookmark, unbookmark, post.id, post.bookmarked, post.bookmarkCount]);

  const toggleRepost = useCallback(async () => {
    if (!guard(LOGIN_TOASTS.repost)) return;
    const reposted = !post.reposted;
    const optimisticResponse = { __typename: 'Post' as const, id: post.id, reposted, repostCount: Math.max(0, post.repostCount + (reposted ? 1 : -1)) };
    try {
      if (reposted) await repost({ variables: { id: post.id }, optimisticResponse: { repost: optimisticResponse } });
      else await undoRepost({ variables: { id: post.id }, optimisticResponse: { undoRepost: optimisticResponse } });
      toast.success(reposted ? 'Reposted' : 'Repost removed');
    } catch (error) {
      console.error('[feed] repost failed', error);
      toast.error(FEED_TOASTS.repost);
    }
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
