// The Schedule Post dialog: a date (today or later), a time and one of the spec's 15 time zones
// (default the device's). The time input takes seconds too, so a member can be exact.
import { Button, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AppDialog } from '../components/dialog';
import { checkSchedule, defaultTimeZone, timezoneOptions, todayIn, utcToZonedFields } from './schedule';

export interface Schedule {
  scheduledFor: Date;
  timezone: string;
}

interface Props {
  open: boolean;
  current: Schedule | null;
  onClose(): void;
  onSet(schedule: Schedule): void;
  onClear(): void;
}

export function ScheduleDialog({ open, current, onClose, onSet, onClear }: Props) {
  const zones = useMemo(() => timezoneOptions(), []);
  const [zone, setZone] = useState(defaultTimeZone);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const dateInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<{ field: 'date' | 'time'; message: string } | null>(null);

  // Each opening starts from the schedule already set, or empty in the device's zone.
  useEffect(() => {
    if (!open) return;
    const z = current?.timezone ?? defaultTimeZone();
    const fields = current ? utcToZonedFields(current.scheduledFor, z) : null;
    setZone(z);
    setDate(fields?.date ?? '');
    setTime(fields?.time ?? '');
    setError(null);
  }, [open, current]);

  const zoneList = zones.some((o) => o.zone === zone) ? zones : [{ zone, label: zone }, ...zones];

  const confirm = () => {
    const check = checkSchedule({ date, time, zone });
    if (!check.ok) {
      setError({ field: check.field, message: check.error });
      return;
    }
    onSet({ scheduledFor: check.scheduledFor, timezone: check.timezone });
    onClose();
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      testId="schedule-dialog"
      title="Schedule Post"
      size="sm"
      placement="center"
      // The date, not the close button, has the focus: the member opened this to pick one.
      initialFocusEl={() => dateInput.current}
      footer={
        <>
          {current && (
            <Button
              variant="ghost"
              mr="auto"
              onClick={() => {
                onClear();
                onClose();
              }}
              data-testid="schedule-clear"
            >
              Clear
            </Button>
          )}
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette="brand" onClick={confirm} data-testid="schedule-confirm">
            Confirm
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Field.Root invalid={error?.field === 'date'}>
          <Field.Label>Date</Field.Label>
          <Input ref={dateInput} type="date" value={date} min={todayIn(zone)} onChange={(e) => setDate(e.target.value)} data-testid="schedule-date" />
        </Field.Root>
        <Field.Root invalid={error?.field === 'time'}>
          <Field.Label>Time</Field.Label>
          <Input type="time" step={1} value={time} onChange={(e) => setTime(e.target.value)} data-testid="schedule-time" />
        </Field.Root>
        <Field.Root>
          <Field.Label>Time zone</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={zone} onChange={(e) => setZone(e.currentTarget.value)} data-testid="schedule-timezone">
              {zoneList.map((o) => (
                <option key={o.zone} value={o.zone}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {error && (
          <Text color="fg.error" fontSize="sm" role="alert" data-testid="schedule-error">
            {error.message}
          </Text>
        )}
      </Stack>
    </AppDialog>
  );
}
