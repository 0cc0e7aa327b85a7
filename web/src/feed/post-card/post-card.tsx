// One post in a feed or a thread: the repost header, the author header (and "Under review" on a
// post image screening held, shown to its author only), the text, then by
// type the quote embed, meal card, route card, exercise analysis card or poll, the media grid
// and the action bar.
// A repost shows (and acts on) the original. Clicking the card opens /{username}/status/{id}.
// A content warning stands in for the text, media, poll and cards until opened; a post whose
// author limited replies or quotes says so above the action bar (docs/social-posts.md).
import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { lazy, memo, Suspense, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { FeedPostFragment, PostBodyFragment } from '../../generated/graphql';
import { useSession } from '../../session/session-context';
import { RepostIcon } from '../../components/icons';
import { statusPath } from '../links';
import { splitPostText } from '../post-text';
import { ActionBar } from './action-bar';
import { AuthorHeader } from './author-header';
import { MealCard } from './meal-card';
import { MediaGrid } from './media-grid';
import { PollView } from './poll-view';
import { QuoteEmbed, QUOTED_POST_UNAVAILABLE } from './quote-embed';
import { ReplyBox } from './reply-box';
import { RouteCard } from './route-card';
import { usePostActions } from './use-post-actions';
import { UnderReview } from './under-review';
import { ContentWarningBar } from './content-warning';
import { policySentence } from './interaction-policy';

// Few posts carry a form analysis: its card (and the scorer's grades) load with the first one.
const ExerciseAnalysisCard = lazy(() => import('./exercise-analysis-card'));
// A challenge post's card (joins, progress, the leaderboard link) loads with the first one.
const ChallengeCard = lazy(() => import('../../challenges/challenge-card'));

// Clicks on controls (and inside menus and dialogs, which React bubbles through portals)
// are theirs, not the card's.
const INTERACTIVE = 'a, button, input, textarea, video, label, [role="menu"], [role="menuitem"], [role="dialog"], [role="alertdialog"]';

export interface PostCardProps {
  post: FeedPostFragment;
  /** The single-post view: the text is larger and the card does not link to itself. */
  focused?: boolean;
  onReplied?(reply: FeedPostFragment): void;
}

function RepostHeader({ post }: { post: FeedPostFragment }) {
  const { user: me } = useSession();
  const who = me?.id === post.userId ? 'You' : post.user.name;
  return (
    <HStack gap="1.5" fontSize="sm" color="fg.muted" fontWeight="medium" ps="7" data-testid="repost-header">
      <RepostIcon />
      <RouterLink to={`/users/${post.user.id}`}>{who} reposted</RouterLink>
    </HStack>
  );
}

function InteractionNote({ post }: { post: PostBodyFragment }) {
  const lines = [policySentence(post.replyPolicy, 'reply', post.user.username), policySentence(post.quotePolicy, 'quote', post.user.username)].filter(Boolean);
  if (!lines.length) return null;
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="interaction-note">
      {lines.join(' · ')}
    </Text>
  );
}

function PostContent({ post, focused }: { post: PostBodyFragment; focused: boolean }) {
  if (!post.content) return null;
  return (
    <Text whiteSpace="pre-wrap" wordBreak="break-word" fontSize={focused ? 'lg' : 'md'} data-testid="post-content">
      {splitPostText(post.content).map((part, i) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <Link key={i} asChild color="brand.fg">
            <RouterLink
              to={part.kind === 'mention' ? `/${part.username}` : `/tags/${encodeURIComponent(part.tag)}`}
              data-testid={part.kind === 'mention' ? 'post-mention' : 'post-hashtag'}
            >
              {part.text}
            </RouterLink>
          </Link>
        ),
      )}
    </Text>
  );
}

export const PostCard = memo(function PostCard({ post, focused = false, onReplied }: PostCardProps) {
  const navigate = useNavigate();
  const isRepost = post.type === 'REPOST';
  // A repost stands for its original: the header says who reposted, the rest is the original.
  const target: PostBodyFragment | null = isRepost ? (post.originalPost ?? null) : post;
  const actions = usePostActions(target ?? post);
  const [hidden, setHidden] = useState(false);
  const [replying, setReplying] = useState(false);
  const [revealed, setRevealed] = useState(false);

  if (hidden) return null;
  const veiled = Boolean(target?.contentWarning) && !revealed;

  const open = (e: MouseEvent<HTMLElement>) => {
    if (focused || !target) return;
    const el = e.target as HTMLElement;
    if (!e.currentTarget.contains(el) || el.closest(INTERACTIVE)) return;
    if (window.getSelection()?.toString()) return;
    navigate(statusPath(target.user.username, target.id));
  };

  return (
    <Box
      as="article"
      borderWidth="1px"
      rounded="xl"
      bg="bg"
      p="4"
      cursor={focused ? undefined : 'pointer'}
      _hover={focused ? undefined : { bg: 'bg.subtle' }}
      onClick={open}
      data-testid="post-card"
      data-post-id={post.id}
      data-target-id={target?.id}
      data-type={post.type}
    >
      <Stack gap="3">
        {isRepost && <RepostHeader post={post} />}
        {!target ? (
          <Text color="fg.muted" data-testid="repost-missing">
            {QUOTED_POST_UNAVAILABLE}
          </Text>
        ) : (
          <>
            <AuthorHeader
              post={target}
              onDelete={async () => {
                const ok = await actions.deletePost();
                if (ok) setHidden(true);
                return ok;
              }}
            />
            {target.status === 'HELD' && <UnderReview />}
            {target.contentWarning && <ContentWarningBar warning={target.contentWarning} open={revealed} onToggle={() => setRevealed((r) => !r)} />}
            {!veiled && (
              <>
                <PostContent post={target} focused={focused} />
                {target.type === 'QUOTE' &&
                  (isRepost ? (
                    // A repost of a quote carries the quote, not what it quotes: link there instead.
                    target.originalPostId && (
                      <Link asChild fontSize="sm" color="brand.fg" onClick={(e) => e.stopPropagation()}>
                        <RouterLink to={statusPath(null, target.originalPostId)} data-testid="quoted-post-link">
                          Show the quoted post
                        </RouterLink>
                      </Link>
                    )
                  ) : (
                    <QuoteEmbed post={post.originalPost ?? null} />
                  ))}
                {target.type === 'MEAL' && <MealCard meal={target.meal} postContent={target.content} />}
                {target.type === 'ROUTE' && <RouteCard route={target.routeData} postId={target.id} />}
                {target.exerciseAnalysis && (
                  <Suspense fallback={<Box minH="16" borderWidth="1px" rounded="xl" data-testid="exercise-card-loading" />}>
                    <ExerciseAnalysisCard analysis={target.exerciseAnalysis} />
                  </Suspense>
                )}
                {target.challenge && (
                  <Suspense fallback={<Box minH="16" borderWidth="1px" rounded="xl" data-testid="challenge-card-loading" />}>
                    <ChallengeCard challengeId={target.challenge.id} />
                  </Suspense>
                )}
                {target.poll && <PollView poll={target.poll} />}
                {/* A meal's photo carries its nutrition overlay along the bottom: shown whole, not cropped. */}
                <MediaGrid postId={target.id} medias={target.medias} whole={target.type === 'MEAL'} />
              </>
            )}
            <InteractionNote post={target} />
            <ActionBar post={target} actions={actions} onReply={() => setReplying((r) => !r)} />
            {replying && (
              <ReplyBox
                postId={target.id}
                username={target.user.username}
                onCancel={() => setReplying(false)}
                onReplied={(reply) => {
                  setReplying(false);
                  onReplied?.(reply);
                }}
              />
            )}
          </>
        )}
      </Stack>
    </Box>
  );
});
