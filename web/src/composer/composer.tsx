// The post composer at the top of the home feed. Only a signed-in member sees it; without a
// user it renders nothing (spec: "Only a logged-in user sees the composer").
//
// Modes (spec section 4): normal; poll (media, schedule, location, drafts and saving a draft are
// disabled); scheduled (a date and time are set, the button reads Schedule). A post loaded from
// the Drafts & Scheduled Posts dialog is edited in place: Schedule and Save draft update it
// (updatePost; Save draft on a scheduled post unschedules it first, so it really is a draft);
// Post publishes it now, in place, in one server-side step (publishDraft).
import { Box, Button, Card, HStack, IconButton, Progress, Stack, Tag, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useUserSearch, type FoundUser } from '../components/use-user-search';
import { UserAvatar } from '../components/user-avatar';
import { errorCode, graphQLErrorsOf } from '../errors/graphql-errors';
import { useMutation } from '@apollo/client';
import { ComposerCancelScheduleDocument, ComposerCreatePostDocument, ComposerPublishDraftDocument, ComposerUpdatePostDocument, type ComposerPostFragment, type CreatePostInput, type LocationInput } from '../generated/graphql';
import { useSession } from '../session/session-context';
import { toast } from '../toasts/toast';
import { composerMode, EMPTY_CONTENT, LOGIN_REQUIRED, primaryButtonLabel } from './composer-mode';
import { DraftsDialog } from './drafts-dialog';
import { CalendarIcon, DraftsIcon, ImageIcon, PinIcon, PollIcon } from './icons';
import { LocationDialog, type Place } from './location-dialog';
import { MediaPreviewGrid } from './media-preview-grid';
import { activeMention, insertMention } from './mentions';
import { MentionMenu } from './mention-menu';
import { filledOptions, newPoll, pollError, type PollDraft } from './poll';
import { PollEditor } from './poll-editor';
import { describeSchedule, TIME_IN_PAST } from './schedule';
import { ScheduleDialog, type Schedule } from './schedule-dialog';
import { useMediaAttachments } from './use-media-attachments';

export const CREATE_POST_FAILED = 'Failed to create post';
export const CREATE_POST_FAILED_DETAIL = 'Please try again later';
export const CREATE_POLL_FAILED = 'Failed to create poll';
export const SAVE_DRAFT_FAILED = 'Failed to save draft';

export interface ComposerProps {
  /** The spec's handlePost callback: told about every post the composer published. */
  onPosted?: (post: { id: string }) => void;
}

interface Editing {
  id: string;
  status: ComposerPostFragment['status'];
}

interface TaggedLocation extends LocationInput {
  displayName: string;
}

const newClientId = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

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

export function Composer({ onPosted }: ComposerProps) {
  const { user } = useSession();
  const [content, setContent] = useState('');
  const [caret, setCaret] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [pollMode, setPollMode] = useState(false);
  const [poll, setPoll] = useState<PollDraft>(newPoll);
  const [schedule, setSchedule] = useState<Schedule | null>(null);
  const [location, setLocation] = useState<TaggedLocation | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [dialog, setDialog] = useState<'schedule' | 'location' | 'drafts' | null>(null);
  const [busy, setBusy] = useState(false);
  const [clientId, setClientId] = useState(newClientId);
  const [mentionIndex, setMentionIndex] = useState(0);
  const [mentionDismissed, setMentionDismissed] = useState<number | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const media = useMediaAttachments();
  const [createPost] = useMutation(ComposerCreatePostDocument);
  const [updatePost] = useMutation(ComposerUpdatePostDocument);
  const [publishDraft] = useMutation(ComposerPublishDraftDocument);
  const [cancelSchedule] = useMutation(ComposerCancelScheduleDocument);

  const mention = activeMention(content, caret);
  const mentionOpen = mention !== null && mentionDismissed !== mention.start;
  // Search failures are silent (spec section 8): the menu just does not appear.
  const { users: mentionUsers } = useUserSearch(mentionOpen ? mention.query : '', 8);

  if (!user) return null;

  const mode = composerMode({ pollMode, scheduled: schedule !== null });
  const label = primaryButtonLabel(mode);

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

  const locationInput = (): LocationInput | undefined => (location ? { name: location.name, lat: location.lat, lng: location.lng } : undefined);

  /** The checks every send shares; returns false (and shows why) when the post cannot go. */
  const validate = (): boolean => {
    if (!user) {
      setError(LOGIN_REQUIRED);
      return false;
    }
    if (!content.trim()) {
      setError(EMPTY_CONTENT);
      return false;
    }
    if (pollMode) {
      const problem = pollError(poll);
      if (problem) {
        setError(problem);
        return false;
      }
    }
    // A schedule set a while ago may have slipped into the past.
    if (!pollMode && schedule && schedule.scheduledFor.getTime() <= Date.now()) {
      setError(TIME_IN_PAST);
      return false;
    }
    setError(null);
    return true;
  };

  const submit = async () => {
    if (busy || media.uploading || !validate()) return;
    setBusy(true);
    try {
      if (pollMode) {
        const { data } = await createPost({
          variables: {
            input: { content, type: 'POLL', poll: { options: filledOptions(poll.options), ...poll.duration }, clientId },
          },
        });
        if (!data) throw new Error('No post returned');
        reset();
        onPosted?.(data.createPost);
        return;
      }
      const base = { content, medias: media.medias(), location: locationInput() };
      if (editing && schedule) {
        await updatePost({
          variables: { id: editing.id, input: { ...base, scheduledFor: schedule.scheduledFor.toISOString(), timezone: schedule.timezone } },
        });
        reset();
        toast.success('Post scheduled');
        return;
      }
      if (editing) {
        const { data } = await publishDraft({ variables: { id: editing.id, input: base } });
        if (!data) throw new Error('No post returned');
        reset();
        onPosted?.(data.publishDraft);
        return;
      }
      const input: CreatePostInput = { ...base, clientId };
      if (schedule) Object.assign(input, { scheduledFor: schedule.scheduledFor.toISOString(), timezone: schedule.timezone });
      const { data } = await createPost({ variables: { input } });
      if (!data) throw new Error('No post returned');
      reset();
      if (data.createPost.status === 'POSTED') onPosted?.(data.createPost);
      else toast.success('Post scheduled');
    } catch (e) {
      console.error('[composer] post failed', e);
      const message = inputError(e);
      if (message) setError(message);
      else if (pollMode) toast.error(CREATE_POLL_FAILED);
      else toast.error(CREATE_POST_FAILED, { description: CREATE_POST_FAILED_DETAIL });
    } finally {
      setBusy(false);
    }
  };

  const saveDraft = async () => {
    if (busy || media.uploading) return;
    if (!content.trim()) {
      setError(EMPTY_CONTENT);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const base = { content, medias: media.medias(), location: locationInput() };
      if (editing) {
        // Saving a scheduled post as a draft takes it off the schedule first.
        if (editing.status === 'SCHEDULED') await cancelSchedule({ variables: { id: editing.id } });
        await updatePost({ variables: { id: editing.id, input: base } });
      } else {
        // A new draft keeps the time picked for it, so editing it later brings the time back.
        const when = schedule ? { scheduledFor: schedule.scheduledFor.toISOString(), timezone: schedule.timezone } : {};
        await createPost({ variables: { input: { ...base, ...when, draft: true, clientId } } });
      }
      reset();
      toast.success('Draft saved');
    } catch (e) {
      console.error('[composer] save draft failed', e);
      const message = inputError(e);
      if (message) setError(message);
      else toast.error(SAVE_DRAFT_FAILED, { description: CREATE_POST_FAILED_DETAIL });
    } finally {
      setBusy(false);
    }
  };

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

  const onPostChanged = (postId: string, change: 'deleted' | 'unscheduled') => {
    if (editing?.id !== postId) return;
    if (change === 'deleted') reset();
    else {
      setSchedule(null);
      setEditing({ id: postId, status: 'DRAFT' });
    }
  };

  const pickMention = (picked: FoundUser) => {
    if (!mention) return;
    const next = insertMention(content, mention, picked.username);
    setContent(next.text);
    setCaret(next.caret);
    setMentionIndex(0);
    requestAnimationFrame(() => {
      textRef.current?.focus();
      textRef.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const onTextChange = (e: ChangeEvent<HTMLTextAreaElement>) => {
    setContent(e.target.value);
    setCaret(e.target.selectionStart ?? e.target.value.length);
    setMentionIndex(0);
    setMentionDismissed(null);
    if (error === EMPTY_CONTENT) setError(null);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!mentionOpen || !mentionUsers.length) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setMentionIndex((i) => (i + step + mentionUsers.length) % mentionUsers.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      pickMention(mentionUsers[Math.min(mentionIndex, mentionUsers.length - 1)]);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setMentionDismissed(mention!.start);
    }
  };

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    void media.add(files);
  };

  const togglePoll = () => {
    setError(null);
    setPollMode((on) => !on);
  };

  const tools = pollMode || busy;
  const shownError = error ?? media.error;

  return (
    <Card.Root data-testid="composer" data-mode={mode}>
      <Card.Body p={{ base: '3', md: '4' }}>
        <HStack align="start" gap="3">
          <UserAvatar name={user.name} image={user.image} />
          <Stack flex="1" gap="3" minW="0">
            {editing && (
              <HStack gap="2" fontSize="sm" color="fg.muted" data-testid="composer-editing">
                <Text>{editing.status === 'SCHEDULED' ? 'Editing a scheduled post' : 'Editing a draft'}</Text>
                <Button size="xs" variant="ghost" onClick={reset} data-testid="composer-editing-cancel">
                  Cancel
                </Button>
              </HStack>
            )}
            <Box position="relative">
              <Textarea
                ref={textRef}
                aria-label={pollMode ? 'Ask a question...' : "What's happening?"}
                placeholder={pollMode ? 'Ask a question...' : "What's happening?"}
                value={content}
                onChange={onTextChange}
                onSelect={(e) => setCaret(e.currentTarget.selectionStart ?? 0)}
                onKeyDown={onKeyDown}
                onBlur={() => setMentionDismissed(mention?.start ?? null)}
                onFocus={() => setMentionDismissed(null)}
                autoresize
                minH="16"
                variant="flushed"
                fontSize="lg"
                data-testid="composer-text"
              />
              {mentionOpen && (
                <MentionMenu users={mentionUsers} highlighted={Math.min(mentionIndex, Math.max(0, mentionUsers.length - 1))} onPick={pickMention} onHighlight={setMentionIndex} />
              )}
            </Box>

            {pollMode && <PollEditor poll={poll} onChange={setPoll} />}

            {!pollMode && <MediaPreviewGrid items={media.items} onRemove={media.remove} disabled={busy} />}
            {media.progress !== null && (
              <Progress.Root value={Math.round(media.progress * 100)} size="xs" colorPalette="teal" data-testid="composer-upload-progress">
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            )}

            {!pollMode && (schedule || location) && (
              <HStack gap="2" wrap="wrap">
                {schedule && (
                  <Tag.Root size="lg" colorPalette="teal" variant="subtle" data-testid="composer-schedule-chip">
                    <Tag.StartElement>
                      <CalendarIcon />
                    </Tag.StartElement>
                    <Tag.Label cursor="pointer" onClick={() => setDialog('schedule')}>
                      {describeSchedule(schedule.scheduledFor, schedule.timezone)}
                    </Tag.Label>
                    <Tag.EndElement>
                      <Tag.CloseTrigger aria-label="Remove schedule" onClick={() => setSchedule(null)} data-testid="composer-schedule-remove" />
                    </Tag.EndElement>
                  </Tag.Root>
                )}
                {location && (
                  <Tag.Root size="lg" colorPalette="blue" variant="subtle" data-testid="composer-location-chip">
                    <Tag.StartElement>
                      <PinIcon />
                    </Tag.StartElement>
                    <Tag.Label>{location.displayName}</Tag.Label>
                    <Tag.EndElement>
                      <Tag.CloseTrigger aria-label="Remove location" onClick={() => setLocation(null)} data-testid="composer-location-remove" />
                    </Tag.EndElement>
                  </Tag.Root>
                )}
              </HStack>
            )}

            {shownError && (
              <Text color="fg.error" fontSize="sm" role="alert" data-testid="composer-error">
                {shownError}
              </Text>
            )}

            <HStack justify="space-between" gap="2" wrap="wrap">
              <HStack gap="0.5" color="teal.fg">
                <input ref={fileRef} type="file" accept="image/*,video/*" multiple hidden onChange={onFiles} data-testid="composer-file-input" />
                <IconButton
                  aria-label="Add photos or videos"
                  title="Add photos or videos"
                  variant="ghost"
                  rounded="full"
                  disabled={tools || media.uploading}
                  onClick={() => fileRef.current?.click()}
                  data-testid="composer-media-button"
                >
                  <ImageIcon />
                </IconButton>
                <IconButton
                  aria-label={pollMode ? 'Remove poll' : 'Create a poll'}
                  title={pollMode ? 'Remove poll' : 'Create a poll'}
                  aria-pressed={pollMode}
                  variant={pollMode ? 'subtle' : 'ghost'}
                  rounded="full"
                  disabled={busy || editing !== null}
                  onClick={togglePoll}
                  data-testid="composer-poll-button"
                >
                  <PollIcon />
                </IconButton>
                <IconButton aria-label="Schedule post" title="Schedule post" variant="ghost" rounded="full" disabled={tools} onClick={() => setDialog('schedule')} data-testid="composer-schedule-button">
                  <CalendarIcon />
                </IconButton>
                <IconButton aria-label="Tag a location" title="Tag a location" variant="ghost" rounded="full" disabled={tools} onClick={() => setDialog('location')} data-testid="composer-location-button">
                  <PinIcon />
                </IconButton>
                <IconButton
                  aria-label="Drafts & Scheduled Posts"
                  title="Drafts & Scheduled Posts"
                  variant="ghost"
                  rounded="full"
                  disabled={tools}
                  onClick={() => setDialog('drafts')}
                  data-testid="composer-drafts-button"
                >
                  <DraftsIcon />
                </IconButton>
              </HStack>
              {/* ms="auto": when a phone wraps this row, the buttons stay on the right. */}
              <HStack gap="2" ms="auto">
                {!pollMode && (
                  <Button variant="ghost" rounded="full" size="sm" disabled={busy || media.uploading} onClick={() => void saveDraft()} data-testid="composer-save-draft">
                    Save draft
                  </Button>
                )}
                <Button colorPalette="teal" rounded="full" px="5" loading={busy} disabled={media.uploading} onClick={() => void submit()} data-testid="composer-submit">
                  {label}
                </Button>
              </HStack>
            </HStack>
          </Stack>
        </HStack>
      </Card.Body>

      <ScheduleDialog open={dialog === 'schedule'} current={schedule} onClose={() => setDialog(null)} onSet={setSchedule} onClear={() => setSchedule(null)} />
      <LocationDialog
        open={dialog === 'location'}
        onClose={() => setDialog(null)}
        onSelect={(place: Place) => setLocation({ name: place.displayName, displayName: place.displayName, lat: place.lat, lng: place.lng })}
      />
      <DraftsDialog open={dialog === 'drafts'} onClose={() => setDialog(null)} onEdit={loadPost} onChanged={onPostChanged} />
    </Card.Root>
  );
}
