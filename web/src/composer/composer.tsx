// The post composer at the top of the home feed. Only a signed-in member sees it; without a
// user it renders nothing (spec: "Only a logged-in user sees the composer").
//
// Modes (spec section 4): normal; poll (media, schedule, location, drafts and saving a draft are
// disabled); scheduled (a date and time are set, the button reads Schedule). The post being
// written lives in use-composer-draft, sending it in use-publish-post; this file lays out the parts.
import { Button, Card, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { FormMessage } from '../components/form-error';
import { UserAvatar } from '../components/user-avatar';
import { useSession } from '../session/session-context';
import { ComposerChips } from './composer-chips';
import { ComposerMedia } from './composer-media';
import { ComposerText } from './composer-text';
import { ComposerOptions } from './composer-options';
import { AltTextFields } from './alt-text-fields';
import { CONTENT_WARNING_MAX } from '../feed/post-card/content-warning';
import { ComposerToolbar, type ComposerDialog } from './composer-toolbar';
import { DraftsDialog } from './drafts-dialog';
import { LocationDialog, type Place } from './location-dialog';
import { PollEditor } from './poll-editor';
import { ScheduleDialog } from './schedule-dialog';
import { useComposerDraft } from './use-composer-draft';
import { usePublishPost } from './use-publish-post';

// The meal dialogs load with their first opening (they are most of a chunk of their own).
const MealDialog = lazy(() => import('../health/meals/meal-dialog'));
const QuickMealDialog = lazy(() => import('../health/meals/quick-meal-dialog'));
// Loaded when first opened: most members never import a GPX file.
// MediaPipe, its model and the dialog load when it first opens (spec: none of it in the first download).
const FormAnalyzerDialog = lazy(() => import('../health/exercise/form-analyzer/form-analyzer-dialog'));
// The Create Challenge dialog and its handler load when it is first opened.
const ChallengeCreator = lazy(() => import('../challenges/challenge-creator'));
const ImportActivityDialog = lazy(() => import('../health/activities/import-dialog').then((m) => ({ default: m.ImportActivityDialog })));

export { CREATE_POLL_FAILED, CREATE_POST_FAILED, CREATE_POST_FAILED_DETAIL, SAVE_DRAFT_FAILED } from './use-publish-post';

export interface ComposerProps {
  /** The spec's handlePost callback: told about every post the composer published. */
  onPosted?: (post: { id: string }) => void;
}

export function Composer({ onPosted }: ComposerProps) {
  const { user } = useSession();
  const draft = useComposerDraft();
  const { busy, submit, saveDraft } = usePublishPost(draft, onPosted);
  const [dialog, setDialog] = useState<ComposerDialog | null>(null);

  if (!user) return null;

  const { pollMode, editing, media } = draft;
  const shownError = draft.error ?? media.error;

  return (
    <Card.Root data-testid="composer" data-mode={draft.mode}>
      <Card.Body p={{ base: '3', md: '4' }}>
        <HStack align="start" gap="3">
          <UserAvatar name={user.name} image={user.image} />
          <Stack flex="1" gap="3" minW="0">
            {editing && (
              <HStack gap="2" fontSize="sm" color="fg.muted" data-testid="composer-editing">
                <Text>{editing.status === 'SCHEDULED' ? 'Editing a scheduled post' : 'Editing a draft'}</Text>
                <Button size="xs" variant="ghost" onClick={draft.reset} data-testid="composer-editing-cancel">
                  Cancel
                </Button>
              </HStack>
            )}
            {draft.contentWarning !== null && (
              <Input
                size="sm"
                aria-label="Content warning"
                placeholder="Content warning: what readers should know before opening"
                value={draft.contentWarning}
                maxLength={CONTENT_WARNING_MAX}
                onChange={(e) => draft.setContentWarning(e.target.value)}
                data-testid="composer-cw-input"
              />
            )}
            <ComposerText {...draft} />
            <ComposerOptions
              length={draft.content.length}
              warningOn={draft.contentWarning !== null}
              onToggleWarning={() => draft.setContentWarning(draft.contentWarning === null ? '' : null)}
              replyPolicy={draft.replyPolicy}
              quotePolicy={draft.quotePolicy}
              onReplyPolicy={draft.setReplyPolicy}
              onQuotePolicy={draft.setQuotePolicy}
            />

            {pollMode ? <PollEditor poll={draft.poll} onChange={draft.setPoll} /> : <ComposerMedia media={media} disabled={busy} />}
            {!pollMode && <AltTextFields media={media} disabled={busy} />}
            {!pollMode && <ComposerChips {...draft} onEditSchedule={() => setDialog('schedule')} />}

            <FormMessage message={shownError} testId="composer-error" />

            <ComposerToolbar draft={draft} busy={busy} onOpen={setDialog} onSaveDraft={() => void saveDraft()} onSubmit={() => void submit(Boolean(user))} />
          </Stack>
        </HStack>
      </Card.Body>

      <ScheduleDialog
        open={dialog === 'schedule'}
        current={draft.schedule}
        onClose={() => setDialog(null)}
        onSet={draft.setSchedule}
        onClear={() => draft.setSchedule(null)}
      />
      <LocationDialog
        open={dialog === 'location'}
        onClose={() => setDialog(null)}
        onSelect={(place: Place) => draft.setLocation({ name: place.displayName, displayName: place.displayName, lat: place.lat, lng: place.lng })}
      />
      <DraftsDialog open={dialog === 'drafts'} onClose={() => setDialog(null)} onEdit={draft.loadPost} onChanged={draft.onPostChanged} />
      <Suspense fallback={null}>
        {dialog === 'meal' && <MealDialog open onClose={() => setDialog(null)} onPosted={onPosted} />}
        {dialog === 'quick-meal' && <QuickMealDialog open onClose={() => setDialog(null)} onPosted={onPosted} />}
      </Suspense>
      {dialog === 'activity' && (
        <Suspense fallback={null}>
          <ImportActivityDialog open onClose={() => setDialog(null)} onPosted={onPosted} />
        </Suspense>
      )}
      {dialog === 'challenge' && (
        <Suspense fallback={null}>
          <ChallengeCreator onClose={() => setDialog(null)} onPosted={onPosted} />
        </Suspense>
      )}
      {dialog === 'form-analyzer' && (
        <Suspense fallback={null}>
          <FormAnalyzerDialog open onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Card.Root>
  );
}
