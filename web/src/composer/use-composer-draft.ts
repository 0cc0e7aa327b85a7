// The post being written: its text, poll, schedule, tagged place, attached media, which saved
// post (if any) it edits, and the one message under the text. Checking what may be sent is the
// composer schema's job; sending is use-publish-post's.
import { useRef, useState } from 'react';
import type { ComposerPostFragment, InteractionPolicy, LocationInput } from '../generated/graphql';
import { composerMode, EMPTY_CONTENT, primaryButtonLabel } from './composer-mode';
import { composerProblem, type ComposerCheck } from './composer-schema';
import { newPoll, type PollDraft } from './poll';
import type { Schedule } from './schedule-form';
import { useMediaAttachments } from './use-media-attachments';

export interface Editing {
  id: string;
  status: ComposerPostFragment['status'];
}

export interface TaggedLocation extends LocationInput {
  displayName: string;
}

const newClientId = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

export function useComposerDraft() {
  const [content, setContent] = useState('');
  const [caret, setCaret] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [pollMode, setPollMode] = useState(false);
  const [poll, setPoll] = useState<PollDraft>(newPoll);
  const [schedule, setSchedule] = useState<Schedule | null>(null);
  const [location, setLocation] = useState<TaggedLocation | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [clientId, setClientId] = useState(newClientId);
  // Issue 24: a content warning (null: off) and who may reply and quote.
  const [contentWarning, setContentWarning] = useState<string | null>(null);
  const [replyPolicy, setReplyPolicy] = useState<InteractionPolicy>('EVERYONE');
  const [quotePolicy, setQuotePolicy] = useState<InteractionPolicy>('EVERYONE');
  const textRef = useRef<HTMLTextAreaElement>(null);
  const media = useMediaAttachments();

  const mode = composerMode({ pollMode, scheduled: schedule !== null });

  const reset = () => {
    setContent('');
    setCaret(0);
    setError(null);
    setPollMode(false);
    setPoll(newPoll());
    setSchedule(null);
    setLocation(null);
    setEditing(null);
    media.clear();
    setClientId(newClientId());
    setContentWarning(null);
    setReplyPolicy('EVERYONE');
    setQuotePolicy('EVERYONE');
  };

  /** What createPost sends beside the text: the warning (when on and written) and the controls. */
  const extrasInput = () => ({ contentWarning: contentWarning?.trim() || null, replyPolicy, quotePolicy });

  /**
   * The same for a saved post being edited (updatePost, publishDraft): there a left-out or null
   * warning keeps the saved one, so a warning switched off is sent blank, which removes it.
   */
  const editExtrasInput = () => ({ contentWarning: contentWarning?.trim() ?? '', replyPolicy, quotePolicy });

  /** The checks a send makes; false (and the reason shown) when the post cannot go. */
  const check = (what: ComposerCheck['what']): boolean => {
    const problem = composerProblem({ what, content, pollMode, poll, scheduledFor: schedule?.scheduledFor ?? null });
    setError(problem);
    return problem === null;
  };

  const locationInput = (): LocationInput | undefined => (location ? { name: location.name, lat: location.lat, lng: location.lng } : undefined);

  /** Editing from the drafts list loads its content, schedule time, warning and controls into the composer (spec). */
  const loadPost = (post: ComposerPostFragment) => {
    setContent(post.content);
    setCaret(post.content.length);
    setPollMode(false);
    setError(null);
    media.load(post.medias);
    setLocation(
      post.locationName ? { name: post.locationName, displayName: post.locationName, lat: post.locationLat ?? undefined, lng: post.locationLng ?? undefined } : null,
    );
    setSchedule(post.scheduledFor ? { scheduledFor: new Date(post.scheduledFor), timezone: post.timezone ?? 'UTC' } : null);
    // Its warning (the CW switch on with its text) and who may reply and quote, as saved.
    setContentWarning(post.contentWarning ?? null);
    setReplyPolicy(post.replyPolicy);
    setQuotePolicy(post.quotePolicy);
    setEditing({ id: post.id, status: post.status });
    requestAnimationFrame(() => textRef.current?.focus());
  };

  /** The drafts dialog deleted or unscheduled a post: the one being edited follows. */
  const onPostChanged = (postId: string, change: 'deleted' | 'unscheduled') => {
    if (editing?.id !== postId) return;
    if (change === 'deleted') reset();
    else {
      setSchedule(null);
      setEditing({ id: postId, status: 'DRAFT' });
    }
  };

  const setText = (text: string, at: number) => {
    setContent(text);
    setCaret(at);
    if (error === EMPTY_CONTENT) setError(null);
  };

  const togglePoll = () => {
    setError(null);
    setPollMode((on) => !on);
  };

  return {
    content,
    caret,
    setCaret,
    setText,
    textRef,
    error,
    setError,
    pollMode,
    togglePoll,
    poll,
    setPoll,
    schedule,
    setSchedule,
    location,
    setLocation,
    locationInput,
    editing,
    clientId,
    media,
    mode,
    label: primaryButtonLabel(mode),
    reset,
    check,
    contentWarning,
    setContentWarning,
    replyPolicy,
    setReplyPolicy,
    quotePolicy,
    setQuotePolicy,
    extrasInput,
    editExtrasInput,
    loadPost,
    onPostChanged,
  };
}

export type ComposerDraft = ReturnType<typeof useComposerDraft>;
