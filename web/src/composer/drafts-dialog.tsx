// Drafts & Scheduled Posts: two tabs listing the member's unpublished posts. Edit loads one into
// the composer (content, media, location and schedule time); a draft can be deleted and a
// scheduled post unscheduled (it turns back into a draft).
import { Button, HStack, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { AppDialog } from '../components/dialog';
import { ComposerCancelScheduleDocument, ComposerDeletePostDocument, MyDraftsDocument, MyScheduledPostsDocument, type ComposerPostFragment } from '../generated/graphql';
import { toast } from '../toasts/toast';
import { describeSchedule } from './schedule';

export const DELETE_DRAFT_FAILED = 'Failed to delete draft';
export const UNSCHEDULE_FAILED = 'Failed to unschedule post';

interface Props {
  open: boolean;
  onClose(): void;
  onEdit(post: ComposerPostFragment): void;
  /** The post being edited in the composer, if any: deleting or unscheduling it affects the composer. */
  onChanged?(postId: string, change: 'deleted' | 'unscheduled'): void;
}

export function DraftsDialog({ open, onClose, onEdit, onChanged }: Props) {
  const [tab, setTab] = useState<'drafts' | 'scheduled'>('drafts');
  const drafts = useQuery(MyDraftsDocument, { skip: !open, fetchPolicy: 'network-only' });
  const scheduled = useQuery(MyScheduledPostsDocument, { skip: !open, fetchPolicy: 'network-only' });
  const [deletePost] = useMutation(ComposerDeletePostDocument);
  const [cancelSchedule] = useMutation(ComposerCancelScheduleDocument);
  const [busy, setBusy] = useState<string | null>(null);
  // Every opening starts on Drafts.
  useEffect(() => {
    if (open) setTab('drafts');
  }, [open]);

  const remove = async (post: ComposerPostFragment) => {
    setBusy(post.id);
    try {
      await deletePost({ variables: { id: post.id } });
      onChanged?.(post.id, 'deleted');
      await drafts.refetch();
    } catch (e) {
      console.error('[composer] delete draft failed', e);
      toast.error(DELETE_DRAFT_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const unschedule = async (post: ComposerPostFragment) => {
    setBusy(post.id);
    try {
      await cancelSchedule({ variables: { id: post.id } });
      onChanged?.(post.id, 'unscheduled');
      await Promise.all([scheduled.refetch(), drafts.refetch()]);
    } catch (e) {
      console.error('[composer] unschedule failed', e);
      toast.error(UNSCHEDULE_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const edit = (post: ComposerPostFragment) => {
    onEdit(post);
    onClose();
  };

  const list = (posts: ComposerPostFragment[] | undefined, loading: boolean, kind: 'draft' | 'scheduled') => {
    if (loading && !posts) {
      return (
        <HStack justify="center" py="6">
          <Spinner size="sm" />
        </HStack>
      );
    }
    if (!posts?.length) {
      return (
        <Text color="fg.muted" textAlign="center" py="6" data-testid={`${kind}-empty`}>
          {kind === 'draft' ? 'No drafts' : 'No scheduled posts'}
        </Text>
      );
    }
    return (
      <Stack gap="2" maxH="96" overflowY="auto">
        {posts.map((post) => (
          <Stack key={post.id} gap="2" borderWidth="1px" rounded="md" p="3" data-testid={`${kind}-item`} data-post-id={post.id}>
            <Text lineClamp={3} whiteSpace="pre-wrap" data-testid={`${kind}-content`}>
              {post.content || (
                <Text as="span" color="fg.muted">
                  (no text)
                </Text>
              )}
            </Text>
            {kind === 'scheduled' && post.scheduledFor && (
              <Text fontSize="sm" color="fg.muted" data-testid="scheduled-time">
                {describeSchedule(new Date(post.scheduledFor), post.timezone ?? 'UTC')}
              </Text>
            )}
            {post.medias.length > 0 && (
              <Text fontSize="xs" color="fg.muted">
                {post.medias.length} media
              </Text>
            )}
            <HStack justify="end" gap="2">
              <Button size="xs" variant="outline" onClick={() => edit(post)} disabled={busy === post.id} data-testid={`${kind}-edit`}>
                Edit
              </Button>
              {kind === 'draft' ? (
                <Button size="xs" variant="outline" colorPalette="red" loading={busy === post.id} onClick={() => void remove(post)} data-testid="draft-delete">
                  Delete
                </Button>
              ) : (
                <Button size="xs" variant="outline" loading={busy === post.id} onClick={() => void unschedule(post)} data-testid="scheduled-unschedule">
                  Unschedule
                </Button>
              )}
            </HStack>
          </Stack>
        ))}
      </Stack>
    );
  };

  return (
    <AppDialog open={open} onClose={onClose} testId="drafts-dialog" title="Drafts & Scheduled Posts" size="md" placement="top" bodyProps={{ pb: '5' }}>
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as 'drafts' | 'scheduled')} variant="line">
        <Tabs.List>
          <Tabs.Trigger value="drafts" data-testid="drafts-tab">
            Drafts
          </Tabs.Trigger>
          <Tabs.Trigger value="scheduled" data-testid="scheduled-tab">
            Scheduled
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="drafts">{list(drafts.data?.myDrafts, drafts.loading, 'draft')}</Tabs.Content>
        <Tabs.Content value="scheduled">{list(scheduled.data?.myScheduledPosts, scheduled.loading, 'scheduled')}</Tabs.Content>
      </Tabs.Root>
    </AppDialog>
  );
}
