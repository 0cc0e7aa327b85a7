// The Schedule Post dialog: a date (today or later), a time and one of the spec's 15 time zones
// (default the device's). The time input takes seconds too, so a member can be exact.
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useEffect, useMemo, useRef } from 'react';
import { AppDialog } from '../components/dialog';
import { SelectField } from '../components/select-field';
import { useZodForm } from '../forms/use-zod-form';
import { todayIn } from '../lib/dates';
import { defaultTimeZone, timezoneOptions, utcToZonedFields } from './schedule';
import { scheduleSchema, type Schedule, type ScheduleFormValues } from './schedule-form';

export type { Schedule } from './schedule-form';

interface Props {
  open: boolean;
  current: Schedule | null;
  onClose(): void;
  onSet(schedule: Schedule): void;
  onClear(): void;
}

export function ScheduleDialog({ open, current, onClose, onSet, onClear }: Props) {
  const zones = useMemo(() => timezoneOptions(), []);
  const dateInput = useRef<HTMLInputElement>(null);
  const form = useZodForm(scheduleSchema, { date: '', time: '', zone: defaultTimeZone() });
  const { register, reset, watch, setValue, formState } = form;
  const zone = watch('zone');
  const errors = formState.errors;

  // Each opening starts from the schedule already set, or empty in the device's zone.
  useEffect(() => {
    if (!open) return;
    const z = current?.timezone ?? defaultTimeZone();
    const fields = current ? utcToZonedFields(current.scheduledFor, z) : null;
    reset({ zone: z, date: fields?.date ?? '', time: fields?.time ?? '' } satisfies ScheduleFormValues);
  }, [open, current, reset]);

  const zoneList = zones.some((o) => o.zone === zone) ? zones : [{ zone, label: zone }, ...zones];

  const confirm = form.handleSubmit((schedule: Schedule) => {
    onSet(schedule);
    onClose();
  });
  // The date field takes the dialog's initial focus, so its ref is shared with react-hook-form's.
  const dateField = register('date');

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
        <Field.Root invalid={Boolean(errors.date)}>
          <Field.Label>Date</Field.Label>
          <Input
            {...dateField}
            ref={(el) => {
              dateField.ref(el);
              dateInput.current = el;
            }}
            type="date"
            min={todayIn(zone)}
            data-testid="schedule-date"
          />
          <FieldMessage message={errors.date?.message} />
        </Field.Root>
        <Field.Root invalid={Boolean(errors.time)}>
          <Field.Label>Time</Field.Label>
          <Input {...register('time')} type="time" step={1} data-testid="schedule-time" />
          <FieldMessage message={errors.time?.message} />
        </Field.Root>
        <SelectField
          label="Time zone"
          value={zone}
          options={zoneList.map((o) => ({ value: o.zone, label: o.label }))}
          onChange={(next) => setValue('zone', next, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
          testId="schedule-timezone"
        />
      </Stack>
    </AppDialog>
  );
}

/** One problem at a time (the check stops at the first), under the field it concerns. */
function FieldMessage({ message }: { message: string | undefined }) {
  return message ? (
    <Field.ErrorText role="alert" data-testid="schedule-error">
      {message}
    </Field.ErrorText>
  ) : null;
}
