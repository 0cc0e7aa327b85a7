// Sending what the composer holds (its content warning and reply/quote controls too). A post
// loaded from the Drafts & Scheduled Posts dialog is edited in place: Schedule and Save draft update it (updatePost; Save draft on a scheduled post
// unschedules it first, so it really is a draft); Post publishes it now, in place, in one
// server-side step (publishDraft). Anything new is created with the draft's client id, so a
// retry after a lost answer does not post twice.
import { useMutation } from '@apollo/client';
import { useState } from 'react';
import { errorCode, graphQLErrorsOf } from '../errors/graphql-errors';
import {
  ComposerCancelScheduleDocument,
  ComposerCreatePostDocument,
  ComposerPublishDraftDocument,
  ComposerUpdatePostDocument,
  type CreatePostInput,
} from '../generated/graphql';
import { toast } from '../toasts/toast';
import { LOGIN_REQUIRED } from './composer-mode';
import { filledOptions } from './poll';
import type { ComposerDraft } from './use-composer-draft';

export const CREATE_POST_FAILED = 'Failed to create post';
export const CREATE_POST_FAILED_DETAIL = 'Please try again later';
export const CREATE_POLL_FAILED = 'Failed to create poll';
export const SAVE_DRAFT_FAILED = 'Failed to save draft';

/**
 * A server's BAD_USER_INPUT message is worth showing as it is, and a session that ended meanwhile
 * gets the spec's 'Please log in to post'; anything else gets the spec's toast.
 */
function inputError(error: unknown): string | null {
  const code = errorCode(error);
  if (code === 'UNAUTHENTICATED') return LOGIN_REQUIRED;
  if (code !== 'BAD_USER_INPUT') return null;
  const message = graphQLErrorsOf(error)[0]?.message;
  return typeof message === 'string' && message ? message : null;
}

/** Image screening held the post for a moderator (docs/image-screening.md). */
export const UNDER_REVIEW_TOAST = 'Your post is under review: a moderator will check its images before others can see it';

export function usePublishPost(draft: ComposerDraft, onPosted?: (post: { id: string }) => void) {
  const [busy, setBusy] = useState(false);
  const [createPost] = useMutation(ComposerCreatePostDocument);
  const [updatePost] = useMutation(ComposerUpdatePostDocument);
  const [publishDraft] = useMutation(ComposerPublishDraftDocument);
  const [cancelSchedule] = useMutation(ComposerCancelScheduleDocument);
  const { content, media, editing, schedule, clientId, poll, pollMode } = draft;

  const when = () => (schedule ? { scheduledFor: schedule.scheduledFor.toISOString(), timezone: schedule.timezone } : {});

  /** Runs one send with the busy flag up and the failure shown the spec's way. */
  const run = async (send: () => Promise<void>, failed: () => void, what: string) => {
    setBusy(true);
    try {
      await send();
    } catch (e) {
      console.error(`[composer] ${what} failed`, e);
      const message = inputError(e);
      if (message) draft.setError(message);
      else failed();
    } finally {
      setBusy(false);
    }
  };

  const publishPoll = async () => {
    const { data } = await createPost({
      variables: { input: { content, type: 'POLL', poll: { options: filledOptions(poll.options), ...poll.duration }, clientId, ...draft.extrasInput() } },
    });
    if (!data) throw new Error('No post returned');
    draft.reset();
    onPosted?.(data.createPost);
  };

  const publishPost = async () => {
    const base = { content, medias: media.medias(), location: draft.locationInput() };
    if (editing && schedule) {
      await updatePost({ variables: { id: editing.id, input: { ...base, ...when(), ...draft.editExtrasInput() } } });
      draft.reset();
      toast.success('Post scheduled');
      return;
    }
    if (editing) {
      // It goes out with the warning and controls the composer shows, not only those saved.
      const { data } = await publishDraft({ variables: { id: editing.id, input: { ...base, ...draft.editExtrasInput() } } });
      if (!data) throw new Error('No post returned');
      draft.reset();
      onPosted?.(data.publishDraft);
      if (data.publishDraft.status === 'HELD') toast.success(UNDER_REVIEW_TOAST);
      return;
    }
    const input: CreatePostInput = { ...base, ...when(), clientId, ...draft.extrasInput() };
    const { data } = await createPost({ variables: { input } });
    if (!data) throw new Error('No post returned');
    draft.reset();
    const { status } = data.createPost;
    // A held post (an image the screening found suspicious) shows on the author's feed with
    // its "Under review" marker; nobody else sees it until a moderator releases it.
    if (status === 'POSTED' || status === 'HELD') onPosted?.(data.createPost);
    if (status === 'HELD') toast.success(UNDER_REVIEW_TOAST);
    else if (status !== 'POSTED') toast.success('Post scheduled');
  };

  const submit = async (signedIn: boolean) => {
    if (busy || media.uploading) return;
    if (!signedIn) return draft.setError(LOGIN_REQUIRED);
    if (!draft.check('post')) return;
    const polling = pollMode;
    await run(
      polling ? publishPoll : publishPost,
      () => (polling ? toast.error(CREATE_POLL_FAILED) : toast.error(CREATE_POST_FAILED, { description: CREATE_POST_FAILED_DETAIL })),
      'post',
    );
  };

  const saveDraft = async () => {
    if (busy || media.uploading || !draft.check('draft')) return;
    await run(
      async () => {
        const base = { content, medias: media.medias(), location: draft.locationInput() };
        if (editing) {
          // Saving a scheduled post as a draft takes it off the schedule first.
          if (editing.status === 'SCHEDULED') await cancelSchedule({ variables: { id: editing.id } });
          await updatePost({ variables: { id: editing.id, input: { ...base, ...draft.editExtrasInput() } } });
        } else {
          // A new draft keeps the time picked for it, so editing it later brings the time back.
          await createPost({ variables: { input: { ...base, ...when(), draft: true, clientId, ...draft.extrasInput() } } });
        }
        draft.reset();
        toast.success('Draft saved');
      },
      () => toast.error(SAVE_DRAFT_FAILED, { description: CREATE_POST_FAILED_DETAIL }),
      'save draft',
    );
  };

  return { busy, submit, saveDraft };
}
