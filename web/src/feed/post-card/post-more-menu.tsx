// The card's more-menu. Delete only for the author (after a confirmation, then the post is
// hidden); Follow / Unfollow and Report only on other members' posts (spec 6; docs/moderation.md).
import { Button, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { AppDialog } from '../../components/dialog';
import type { PostBodyFragment } from '../../generated/graphql';
import { useSession } from '../../session/session-context';
import { MoreHorizontalIcon, TrashIcon, UserPlusIcon } from '../../components/icons';
import { useFollow } from './use-follow';
import { EditPostDialog } from './edit-post-dialog';
import { useSafetyActions } from '../../safety/safety-menu';

// Loaded when a member first reports something: not in the card's chunk.
const ReportDialog = lazy(() => import('../../moderation/report-dialog'));

export function PostMoreMenu({ post, onDelete }: { post: PostBodyFragment; onDelete(): Promise<boolean> }) {
  const { user: me } = useSession();
  const isAuthor = me?.id === post.userId;
  const { toggle } = useFollow(post.user);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [editing, setEditing] = useState(false);
  const safety = useSafetyActions(post.user);

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
        <Menu.Trigger asChild>
          <IconButton aria-label="More options" title="More" size="xs" variant="ghost" rounded="full" color="fg.muted" data-testid="post-more-menu">
            <MoreHorizontalIcon />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="44" data-testid="post-more-menu-content">
              {isAuthor && post.status === 'POSTED' && post.type !== 'REPOST' && (
                <Menu.Item value="edit" onSelect={() => setEditing(true)} data-testid="menu-edit-post">
                  Edit
                </Menu.Item>
              )}
              {isAuthor ? (
                <Menu.Item value="delete" color="fg.error" onSelect={() => setConfirming(true)} data-testid="menu-delete-post">
                  <TrashIcon /> Delete
                </Menu.Item>
              ) : (
                <>
                  <Menu.Item value="follow" onSelect={() => void toggle()} data-testid="menu-follow">
                    <UserPlusIcon /> {post.user.followedByMe ? `Unfollow @${post.user.username}` : `Follow @${post.user.username}`}
                  </Menu.Item>
                  {me && (
                    <Menu.Item value="report" onSelect={() => setReporting(true)} data-testid="menu-report">
                      Report
                    </Menu.Item>
                  )}
                  {me && safety.items}
                </>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {safety.dialogs}
      {editing && <EditPostDialog post={post} open onClose={() => setEditing(false)} />}
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog kind={post.type === 'REPLY' ? 'COMMENT' : 'POST'} id={post.id} onClose={() => setReporting(false)} />
        </Suspense>
      )}
      <AppDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        testId="delete-post-dialog"
        title="Delete post?"
        role="alertdialog"
        size="xs"
        placement="center"
        closeButton={false}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(false)} data-testid="delete-post-cancel">
              Cancel
            </Button>
            <Button
              colorPalette="red"
              loading={deleting}
              onClick={async () => {
                setDeleting(true);
                const ok = await onDelete();
                setDeleting(false);
                if (ok) setConfirming(false);
              }}
              data-testid="delete-post-confirm"
            >
              Delete
            </Button>
          </>
        }
      >
        <Text color="fg.muted">This can't be undone and it will be removed from your profile and the feeds of anyone who follows you.</Text>
      </AppDialog>
    </>
  );
}
