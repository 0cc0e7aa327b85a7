// The composer's bottom row: the tools (media, poll, schedule, location, drafts, meals, activity
// import, the exercise form analyzer), then Save draft and the primary button. In poll mode the
// tools other than the poll switch are off
// (spec: a poll disables media, schedule, location and other tools).
import { Button, HStack, IconButton } from '@chakra-ui/react';
import { CalendarIcon, DraftsIcon, FormAnalyzerIcon, MealIcon, PinMapIcon as PinIcon, PollIcon, QuickMealIcon, RouteIcon, TrophyIcon } from '../components/icons';
import { MediaPicker } from './media-picker';
import { POST_MAX_LENGTH } from './character-counter';
import type { ComposerDraft } from './use-composer-draft';

export type ComposerDialog = 'schedule' | 'location' | 'drafts' | 'meal' | 'quick-meal' | 'activity' | 'form-analyzer' | 'challenge';

interface Props {
  draft: Pick<ComposerDraft, 'pollMode' | 'togglePoll' | 'editing' | 'media' | 'label' | 'content'>;
  busy: boolean;
  onOpen(dialog: ComposerDialog): void;
  onSaveDraft(): void;
  onSubmit(): void;
}

export function ComposerToolbar({ draft, busy, onOpen, onSaveDraft, onSubmit }: Props) {
  const { pollMode, media } = draft;
  const toolsOff = pollMode || busy;

  return (
    <HStack justify="space-between" gap="2" wrap="wrap">
      {/* Eight tools are wider than a phone's composer (390 px leaves it about 280): smaller
          there, and free to wrap, so the page never scrolls sideways. */}
      <HStack gap="0.5" color="brand.fg" wrap="wrap" minW="0">
        <MediaPicker
          media={media}
          size={{ base: 'sm', md: 'md' }}
          disabled={toolsOff || media.uploading}
          inputTestId="composer-file-input"
          buttonTestId="composer-media-button"
        />
        <IconButton
          aria-label={pollMode ? 'Remove poll' : 'Create a poll'}
          title={pollMode ? 'Remove poll' : 'Create a poll'}
          aria-pressed={pollMode}
          variant={pollMode ? 'subtle' : 'ghost'}
          rounded="full"
          size={{ base: 'sm', md: 'md' }}
          disabled={busy || draft.editing !== null}
          onClick={draft.togglePoll}
          data-testid="composer-poll-button"
        >
          <PollIcon />
        </IconButton>
        <IconButton
          aria-label="Schedule post"
          title="Schedule post"
          variant="ghost"
          rounded="full"
          size={{ base: 'sm', md: 'md' }}
          disabled={toolsOff}
          onClick={() => onOpen('schedule')}
          data-testid="composer-schedule-button"
        >
          <CalendarIcon />
        </IconButton>
        <IconButton
          aria-label="Tag a location"
          title="Tag a location"
          variant="ghost"
          rounded="full"
          size={{ base: 'sm', md: 'md' }}
          disabled={toolsOff}
          onClick={() => onOpen('location')}
          data-testid="composer-location-button"
        >
          <PinIcon />
        </IconButton>
        <IconButton
          aria-label="Drafts & Scheduled Posts"
          title="Drafts & Scheduled Posts"
          variant="ghost"
          rounded="full"
          size={{ base: 'sm', md: 'md' }}
          disabled={toolsOff}
          onClick={() => onOpen('drafts')}
          data-testid="composer-drafts-button"
        >
          <DraftsIcon />
        </IconButton>
        <IconButton
          aria-label="Create New Meal"
          title="Create New Meal"
          variant="ghost"
          rounded="full"
          size={{ base: 'sm', md: 'md' }}
          disabled={toolsOff}
          onClick={() => onOpen('meal')}
          data-testid="composer-meal-button"
        >
          <MealIcon />
        </IconButton>
        <IconButton
          aria-label="Quick Meal Post"
          title="Quick Meal Post"
          variant="ghost"
          rounded="full"
          size={{ base: 'sm', md: 'md' }}
          disabled={toolsOff}
          onClick={() => onOpen('quick-meal')}
          data-testid="composer-quick-meal-button"
        >
          <QuickMealIcon />
        </IconButton>
        <IconButton
          aria-label="Import activity (GPX, TCX, FIT)"
          title="Import activity (GPX, TCX, FIT)"
          variant="ghost"
          rounded="full"
          size={{ base: 'sm', md: 'md' }}
          disabled={toolsOff}
          onClick={() => onOpen('activity')}
          data-testid="composer-activity-button"
        >
          <RouteIcon />
        </IconButton>
        <IconButton
          aria-label="Exercise Form Analyzer"
          title="Exercise Form Analyzer"
          variant="ghost"
          rounded="full"
          size={{ base: 'sm', md: 'md' }}
          disabled={toolsOff}
          onClick={() => onOpen('form-analyzer')}
          data-testid="composer-form-analyzer-button"
        >
          <FormAnalyzerIcon />
        </IconButton>
        <IconButton
          aria-label="Create Challenge"
          title="Create Challenge"
          variant="ghost"
          rounded="full"
          size={{ base: 'sm', md: 'md' }}
          disabled={toolsOff}
          onClick={() => onOpen('challenge')}
          data-testid="composer-challenge-button"
        >
          <TrophyIcon />
        </IconButton>
      </HStack>
      {/* ms="auto": when a phone wraps this row, the buttons stay on the right. */}
      <HStack gap="2" ms="auto">
        {!pollMode && (
          <Button variant="ghost" rounded="full" size="sm" disabled={busy || media.uploading} onClick={onSaveDraft} data-testid="composer-save-draft">
            Save draft
          </Button>
        )}
        {/* Nothing to send (only spaces) or over the limit: the counter says why (issue 24). */}
        <Button
          colorPalette="brand"
          rounded="full"
          px="5"
          loading={busy}
          disabled={media.uploading || !draft.content.trim() || draft.content.length > POST_MAX_LENGTH}
          onClick={onSubmit}
          data-testid="composer-submit"
        >
          {draft.label}
        </Button>
      </HStack>
    </HStack>
  );
}
