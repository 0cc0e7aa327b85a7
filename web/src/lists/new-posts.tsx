// "N new posts" on the home feed: feedPostAdded (graphql-ws) names posts that just went out
// by the member or people they follow; the prompt counts those the feed does not show yet,
// and a click puts them on top of the feed. Whoever is reading further down keeps their
// place: the card at the top of the screen stays where it was (the inserted cards go above
// it, out of view); at the very top the new posts simply appear.
import { Box, Button } from '@chakra-ui/react';
import { useApolloClient, useSubscription } from '@apollo/client';
import { useCallback, useLayoutEffect, useState } from 'react';
import { HomeFeedDocument, FeedPostAddedDocument, type FeedPostFragment, type HomeFeedQuery } from '../generated/graphql';
import { FEED_PAGE_SIZE } from '../feed/feed-cache';
import { isSignedIn, useSession } from '../session/session-context';
import { toast } from '../toasts/toast';
import { FEED_TOASTS } from '../feed/messages';

/** The most new posts one click fetches (the API's page maximum). */
const MAX_FETCH = 50;
const FEED_VARIABLES = { first: FEED_PAGE_SIZE, after: null } as const;

export function newPostsLabel(n: number): string {
  return n === 1 ? 'Show 1 new post' : `Show ${n > 99 ? '99+' : n} new posts`;
}

/** The card at the top of the screen (below the sticky header) and where it is, to keep it there. */
function topCard(headerBottom: number): { id: string; top: number } | null {
  for (const el of document.querySelectorAll<HTMLElement>('[data-testid="home-feed"] [data-testid="post-card"]')) {
    const rect = el.getBoundingClientRect();
    if (rect.bottom > headerBottom) return { id: el.dataset.postId ?? '', top: rect.top };
  }
  return null;
}

function headerBottom(): number {
  return document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
}

const cardOf = (id: string) => document.querySelector<HTMLElement>(`[data-testid="home-feed"] [data-post-id="${CSS.escape(id)}"]`);

/** Puts the card `was` names back where it was, in the first frame that shows `firstNew` (at most about 2 s of frames). */
function keepPlace(was: { id: string; top: number }, firstNew: string, framesLeft = 120): void {
  requestAnimationFrame(() => {
    if (!cardOf(firstNew) && framesLeft > 1) return keepPlace(was, firstNew, framesLeft - 1);
    const el = cardOf(was.id);
    if (el) window.scrollBy(0, el.getBoundingClientRect().top - was.top);
  });
}

export function NewPostsPrompt() {
  const client = useApolloClient();
  const { status, user: me } = useSession();
  const [pending, setPending] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [stickyTop, setStickyTop] = useState(0);

  const shown = useCallback(
    (id: string) => Boolean(client.cache.readQuery<HomeFeedQuery>({ query: HomeFeedDocument, variables: FEED_VARIABLES })?.homeFeed.nodes.some((p) => p.id === id)),
    [client],
  );

  useSubscription(FeedPostAddedDocument, {
    skip: !isSignedIn(status),
    onData: ({ data }) => {
      const added = data.data?.feedPostAdded;
      // One's own posts go on top of the feed from the composer (the event could beat that
      // by a moment and be counted as new): they are left to it.
      if (!added || added.user.id === me?.id || shown(added.id)) return;
      setPending((ids) => (ids.includes(added.id) ? ids : [...ids, added.id]));
    },
  });

  useLayoutEffect(() => {
    if (pending.length) setStickyTop(headerBottom());
  }, [pending.length]);

  const insert = async () => {
    setLoading(true);
    try {
      const { data } = await client.query<HomeFeedQuery>({
        query: HomeFeedDocument,
        variables: { first: Math.min(MAX_FETCH, pending.length + FEED_PAGE_SIZE), after: null },
        fetchPolicy: 'no-cache',
      });
      // Keep the reader's place unless they are at the very top, where new posts belong in view.
      const was = window.scrollY > 0 ? topCard(headerBottom()) : null;
      let firstNew: string | undefined;
      client.cache.updateQuery<HomeFeedQuery>({ query: HomeFeedDocument, variables: FEED_VARIABLES }, (cached) => {
        if (!cached) return undefined;
        const known = new Set(cached.homeFeed.nodes.map((p) => p.id));
        // What came before the first post the feed already has is new; nothing older is added.
        const firstKnown = data.homeFeed.nodes.findIndex((p) => known.has(p.id));
        const fresh: FeedPostFragment[] = (firstKnown < 0 ? data.homeFeed.nodes : data.homeFeed.nodes.slice(0, firstKnown)).filter((p) => !known.has(p.id));
        firstNew = fresh[0]?.id;
        return { ...cached, homeFeed: { ...cached.homeFeed, nodes: [...fresh, ...cached.homeFeed.nodes] } };
      });
      setPending([]);
      // Once the new cards are laid out, the anchored card goes back where it was (the browser's
      // own scroll anchoring may have done it already: then there is nothing left to move). Looked
      // for each frame, before it is painted: on a busy device React can take more than a frame
      // or two to put them in, and a fixed wait then restored too early (seen in e2e/social-lists).
      if (was && firstNew) keepPlace(was, firstNew);
    } catch (e) {
      console.error('[feed] loading new posts failed', e);
      toast.error(FEED_TOASTS.loadPosts);
    } finally {
      setLoading(false);
    }
  };

  if (pending.length === 0) return null;
  return (
    <Box position="sticky" top={`${stickyTop + 8}px`} zIndex="docked" display="flex" justifyContent="center" h="0" overflow="visible">
      <Button
        size="sm"
        rounded="full"
        colorPalette="brand"
        shadow="md"
        loading={loading}
        onClick={() => void insert()}
        data-testid="new-posts-button"
        data-count={pending.length}
      >
        {newPostsLabel(pending.length)}
      </Button>
    </Box>
  );
}
