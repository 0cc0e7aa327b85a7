// Create or edit an event: a date and start/end times in the member's chosen zone (or all day),
// a kind, a place and notes. Times become instants through the web's date module (lib/dates);
// the server's refusals ("The end must be after the start") land beside their field.
import { Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client';
import { useEffect, useState, type FormEvent } from 'react';
import { watchedDocuments } from '../../apollo/refetch-watched';
import { AppDialog } from '../../components/dialog';
import { FormMessage } from '../../components/form-error';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { fieldErrors } from '../../errors/graphql-errors';
import {
  CalendarEventsDocument,
  CalendarWeekSummaryDocument,
  CreateCalendarEventDocument,
  DeleteCalendarEventDocument,
  UpdateCalendarEventDocument,
  type CalendarEventFieldsFragment,
  type CalendarEventKind,
} from '../../generated/graphql';
import { toast } from '../../toasts/toast';
import { addDays, zonedDateTime, zonedInstant, type LocalDate } from '../../lib/dates';

export const KIND_LABELS: Record<CalendarEventKind, string> = { WORKOUT: 'Workout', MEAL: 'Meal', APPOINTMENT: 'Appointment', OTHER: 'Other' };
const KIND_OPTIONS = Object.entries(KIND_LABELS).map(([value, label]) => ({ value: value as CalendarEventKind, label }));

/** What the dialog edits: an existing event, or a new one on a date. */
export type EventDraft = { event: CalendarEventFieldsFragment } | { date: LocalDate };

interface Values {
  title: string;
  date: LocalDate;
  start: string;
  end: string;
  allDay: boolean;
  kind: CalendarEventKind;
  location: string;
  description: string;
}

function valuesOf(draft: EventDraft, zone: string): Values {
  if ('date' in draft) return { title: '', date: draft.date, start: '09:00', end: '10:00', allDay: false, kind: 'WORKOUT', location: '', description: '' };
  const { event } = draft;
  const start = zonedDateTime(event.startsAt, zone);
  const end = zonedDateTime(event.endsAt, zone);
  return {
    title: event.title,
    date: start.date,
    start: start.time,
    end: end.time,
    allDay: event.allDay,
    kind: event.kind,
    location: event.location,
    description: event.description,
  };
}

const FIELDS = ['title', 'startsAt', 'endsAt', 'timezone', 'location', 'description'] as const;

export function EventDialog({ draft, zone, onClose }: { draft: EventDraft | null; zone: string; onClose(): void }) {
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const client = useApolloClient();
  // The week summary is watched in the week view only: naming it elsewhere makes Apollo warn.
  const refetchQueries = () => watchedDocuments(client, [CalendarEventsDocument, CalendarWeekSummaryDocument]);
  const [create, creating] = useMutation(CreateCalendarEventDocument, { refetchQueries });
  const [update, updating] = useMutation(UpdateCalendarEventDocument, { refetchQueries });
  const [remove, removing] = useMutation(DeleteCalendarEventDocument, { refetchQueries });

  useEffect(() => {
    setValues(draft ? valuesOf(draft, zone) : null);
    setErrors({});
  }, [draft, zone]);

  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((v) => (v ? { ...v, [key]: value } : v));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values || !draft) return;
    if (!values.title.trim()) return setErrors({ title: 'Title is required' });
    // An all-day event covers its date from midnight to midnight in the zone.
    const startsAt = zonedInstant(values.date, values.allDay ? '00:00' : values.start, zone);
    const endsAt = values.allDay ? zonedInstant(addDays(values.date, 1), '00:00', zone) : zonedInstant(values.date, values.end, zone);
    const input = {
      title: values.title,
      startsAt,
      endsAt,
      allDay: values.allDay,
      timezone: zone,
      kind: values.kind,
      location: values.location,
      description: values.description,
    };
    try {
      if ('event' in draft) await update({ variables: { id: draft.event.id, input } });
      else await create({ variables: { input } });
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error, FIELDS));
    }
  };

  const del = async () => {
    if (!draft || !('event' in draft)) return;
    try {
      await remove({ variables: { id: draft.event.id } });
      onClose();
    } catch {
      toast.error('Failed to delete event');
    }
  };

  const editing = draft !== null && 'event' in draft;
  return (
    <AppDialog
      open={draft !== null && values !== null}
      onClose={onClose}
      testId="event-dialog"
      title={editing ? 'Edit event' : 'New event'}
      onSubmit={submit}
      size="md"
      lazy
      footer={
        <HStack justify="space-between" w="full">
          {editing ? (
            <Button variant="ghost" colorPalette="red" onClick={() => void del()} loading={removing.loading} data-testid="event-delete">
              Delete
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={creating.loading || updating.loading} data-testid="event-save">
            Save
          </Button>
        </HStack>
      }
    >
      {values ? (
        <Stack gap="3">
          <TextField label="Title" name="title" value={values.title} onChange={set('title')} error={errors.title} testId="event-title" />
          <HStack align="start">
            <TextField label="Date" name="date" type="date" value={values.date} onChange={set('date')} error={errors.startsAt} testId="event-date" />
            {values.allDay ? null : (
              <>
                <TextField label="Starts" name="start" type="time" value={values.start} onChange={set('start')} testId="event-start" />
                <TextField label="Ends" name="end" type="time" value={values.end} onChange={set('end')} error={errors.endsAt} testId="event-end" />
              </>
            )}
          </HStack>
          <Checkbox.Root checked={values.allDay} onCheckedChange={(e) => set('allDay')(e.checked === true)} size="sm">
            <Checkbox.HiddenInput data-testid="event-all-day" />
            <Checkbox.Control />
            <Checkbox.Label>All day</Checkbox.Label>
          </Checkbox.Root>
          <SelectField label="Kind" testId="event-kind" value={values.kind} options={KIND_OPTIONS} onChange={set('kind')} />
          <TextField label="Location" name="location" value={values.location} onChange={set('location')} error={errors.location} testId="event-location" />
          <TextField
            label="Notes"
            name="description"
            value={values.description}
            onChange={set('description')}
            error={errors.description}
            testId="event-description"
            multiline
          />
          <Text fontSize="xs" color="fg.muted">
            Times in {zone}
          </Text>
          <FormMessage message={errors.form} />
        </Stack>
      ) : null}
    </AppDialog>
  );
}
