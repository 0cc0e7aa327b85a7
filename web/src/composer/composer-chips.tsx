// The schedule and the tagged place, shown as removable chips under the text; the schedule's
// chip reopens its dialog.
import { HStack, Tag } from '@chakra-ui/react';
import { CalendarIcon, PinMapIcon as PinIcon } from '../components/icons';
import { describeSchedule } from './schedule';
import type { ComposerDraft } from './use-composer-draft';

type Props = Pick<ComposerDraft, 'schedule' | 'setSchedule' | 'location' | 'setLocation'> & { onEditSchedule(): void };

export function ComposerChips({ schedule, setSchedule, location, setLocation, onEditSchedule }: Props) {
  if (!schedule && !location) return null;
  return (
    <HStack gap="2" wrap="wrap">
      {schedule && (
        <Tag.Root size="lg" colorPalette="brand" variant="subtle" data-testid="composer-schedule-chip">
          <Tag.StartElement>
            <CalendarIcon />
          </Tag.StartElement>
          <Tag.Label cursor="pointer" onClick={onEditSchedule}>
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
  );
}
