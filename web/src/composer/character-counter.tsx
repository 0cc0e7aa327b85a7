// How many characters are written out of how many are allowed, shown while typing (posts
// 5,000, a bio 160), so the limit is known before sending rather than from the error after.
// It turns to a warning near the limit and an error past it.
import { HStack, Text } from '@chakra-ui/react';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';

export const POST_MAX_LENGTH = 5000;
export const BIO_MAX_LENGTH = 160;

/** Counted as the server counts: UTF-16 code units of what is sent. */
export function CharacterCounter({ length, max, testId, id }: { length: number; max: number; testId: string; id?: string }) {
  const over = length > max;
  const near = !over && length >= max * 0.9;
  return (
    <Text
      id={id}
      as="span"
      fontSize="xs"
      fontVariantNumeric="tabular-nums"
      color={over ? 'fg.error' : near ? 'fg.warning' : 'fg.muted'}
      fontWeight={over ? 'semibold' : undefined}
      aria-label={over ? `${length - max} characters over the limit of ${max.toLocaleString('en-US')}` : `${length} of ${max.toLocaleString('en-US')} characters`}
      data-testid={testId}
      data-over={over}
    >
      {length.toLocaleString('en-US')} / {max.toLocaleString('en-US')}
    </Text>
  );
}

/** The counter of one react-hook-form text field (the profile's Bio), following what is typed. */
export function FieldCounter<V extends FieldValues>({ control, name, max, testId }: { control: Control<V>; name: Path<V>; max: number; testId: string }) {
  const value: unknown = useWatch({ control, name });
  return (
    <HStack justify="end" mt="-2">
      <CharacterCounter length={typeof value === 'string' ? value.length : 0} max={max} testId={testId} />
    </HStack>
  );
}
