// The post being written: its text, poll, schedule, tagged place, attached media, which saved
// post (if any) it edits, and the one message under the text. Checking what may be sent is the
// composer schema's job; sending is use-publish-post's.
import { useRef, useState } from 'react';
import type { ComposerPostFragment, LocationInput } from '../generated/graphql';
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
  };

  /** The checks a send makes; false (and the reason shown) when the post cannot go. */
  const check = (what: ComposerCheck['what']): boolean => {
    const problem = composerProblem({ what, content, pollMode, poll, scheduledFor: schedule?.scheduledFor ?? null });
    setError(problem);
    return problem === null;
  };

  const locationInput = (): LocationInput | undefined => (location ? { name: location.name, lat: location.lat, lng: location.lng } : undefined);

  /** Editing from the drafts list loads its content and schedule time into the composer (spec). */
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
    loadPost,
    onPostChanged,
  };
}

export type ComposerDraft = ReturnType<typeof useComposerDraft>;
