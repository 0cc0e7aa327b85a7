// Poll mode's editor: 2-4 options (the third and fourth removable) and the duration as three
// selects bounded to days 0-7, hours 0-23 and minutes 0-59.
import { Box, Button, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { canAddOption, canRemoveOption, durationChoices, type PollDraft, type PollDuration } from './poll';
import { XIcon } from '../components/icons';

const UNITS: { unit: keyof PollDuration; label: string }[] = [
  { unit: 'days', label: 'Days' },
  { unit: 'hours', label: 'Hours' },
  { unit: 'minutes', label: 'Minutes' },
];

export function PollEditor({ poll, onChange }: { poll: PollDraft; onChange(poll: PollDraft): void }) {
  const setOption = (index: number, text: string) => onChange({ ...poll, options: poll.options.map((o, i) => (i === index ? text : o)) });
  const removeOption = (index: number) => onChange({ ...poll, options: poll.options.filter((_, i) => i !== index) });
  const setUnit = (unit: keyof PollDuration, value: number) => onChange({ ...poll, duration: { ...poll.duration, [unit]: value } });

  return (
    <Stack gap="2" borderWidth="1px" rounded="lg" p="3" data-testid="poll-editor">
      {poll.options.map((option, i) => (
        <HStack key={i} gap="2">
          <Input
            size="sm"
            aria-label={`Option ${i + 1}`}
            placeholder={`Option ${i + 1}${i >= 2 ? ' (optional)' : ''}`}
            value={option}
            maxLength={80}
            onChange={(e) => setOption(i, e.target.value)}
            data-testid="poll-editor-option"
          />
          {canRemoveOption(i) ? (
            <IconButton
              aria-label={`Remove option ${i + 1}`}
              title="Remove option"
              size="sm"
              variant="ghost"
              onClick={() => removeOption(i)}
              data-testid="poll-editor-option-remove"
            >
              <XIcon />
            </IconButton>
          ) : (
            <Box w="8" flexShrink={0} />
          )}
        </HStack>
      ))}
      {canAddOption(poll.options) && (
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => onChange({ ...poll, options: [...poll.options, ''] })} data-testid="poll-editor-add-option">
          Add option
        </Button>
      )}
      <Text fontSize="sm" fontWeight="medium" mt="1">
        Poll length
      </Text>
      <HStack gap="2">
        {UNITS.map(({ unit, label }) => (
          <Stack key={unit} gap="1" flex="1">
            <Text asChild fontSize="xs" color="fg.muted">
              <label htmlFor={`poll-${unit}`}>{label}</label>
            </Text>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                id={`poll-${unit}`}
                value={poll.duration[unit]}
                onChange={(e) => setUnit(unit, Number(e.currentTarget.value))}
                data-testid={`poll-editor-${unit}`}
              >
                {durationChoices(unit).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Stack>
        ))}
      </HStack>
    </Stack>
  );
}
