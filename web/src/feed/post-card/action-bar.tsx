// Reply, repost menu, like, views, bookmark and share under a post.
import { Button, HStack, IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import type { PostBodyFragment } from '../../generated/graphql';
import { compactCount, counted } from '../format';
import { BookmarkFilledIcon, BookmarkIcon, HeartFilledIcon, HeartIcon, ReplyBubbleIcon } from '../../components/icons';
import { QuoteDialog } from './quote-dialog';
import { RepostMenu } from './repost-menu';
import { SharePostMenu } from './share-menu';
import type { usePostActions } from './use-post-actions';
import { ViewsButton } from './views-dialog';
import { useSession } from '../../session/session-context';
import { REPLY_LIMITED } from './interaction-policy';

export function ActionBar({ post, actions, onReply }: { post: PostBodyFragment; actions: ReturnType<typeof usePostActions>; onReply(): void }) {
  const [quoting, setQuoting] = useState(false);
  const [viewsOpen, setViewsOpen] = useState(false);
  // Signed out, Reply and Quote stay enabled and ask to log in; signed in, the author's controls decide.
  const { user: me } = useSession();
  const replyLocked = Boolean(me) && !post.canReply;
  const quoteLocked = Boolean(me) && !post.canQuote;
  return (
    <HStack justify="space-between" gap="1" ms="-2" data-testid="post-actions" onClick={(e) => e.stopPropagation()}>
      <Button
        size="sm"
        variant="ghost"
        rounded="full"
        color="fg.muted"
        aria-label={`Reply, ${counted(post.replyCount, 'reply', 'replies')}`}
        onClick={onReply}
        disabled={replyLocked}
        title={replyLocked ? REPLY_LIMITED : undefined}
        data-testid="reply-button"
      >
        <ReplyBubbleIcon />
        <span data-testid="reply-count">{compactCount(post.replyCount)}</span>
      </Button>
      <RepostMenu
        reposted={post.reposted}
        count={post.repostCount}
        quoteLocked={quoteLocked}
        onToggle={() => void actions.toggleRepost()}
        onQuote={() => actions.mayQuote() && setQuoting(true)}
      />
      <Button
        size="sm"
        variant="ghost"
        rounded="full"
        color={post.liked ? 'red.fg' : 'fg.muted'}
        aria-label={`${post.liked ? 'Unlike' : 'Like'}, ${counted(post.likeCount, 'like', 'likes')}`}
        aria-pressed={post.liked}
        onClick={() => void actions.toggleLike()}
        data-testid="like-button"
        data-liked={post.liked}
      >
        {post.liked ? <HeartFilledIcon /> : <HeartIcon />}
        <span data-testid="like-count">{compactCount(post.likeCount)}</span>
      </Button>
      <ViewsButton count={post.viewCount} open={viewsOpen} onOpenChange={setViewsOpen} />
      <HStack gap="0">
        <IconButton
          size="sm"
          variant="ghost"
          rounded="full"
          color={post.bookmarked ? 'brand.fg' : 'fg.muted'}
          aria-label={post.bookmarked ? 'Remove bookmark' : 'Bookmark'}
          aria-pressed={post.bookmarked}
          onClick={() => void actions.toggleBookmark()}
          data-testid="bookmark-button"
          data-bookmarked={post.bookmarked}
        >
          {post.bookmarked ? <BookmarkFilledIcon /> : <BookmarkIcon />}
        </IconButton>
        <SharePostMenu post={post} />
      </HStack>
      <QuoteDialog post={post} open={quoting} onClose={() => setQuoting(false)} onQuote={actions.quotePost} />
    </HStack>
  );
}
