// What the settings sections share: a card per section, a choice rendered as radio buttons with
// its server error beside it, and the saved / failed feedback through the app's toasts.
import type { ReactNode } from 'react';
import { Card, Field, HStack, RadioGroup, Stack, Switch, Text } from '@chakra-ui/react';
import { toast } from '../toasts/toast';

export const SAVED = 'Settings saved';

export function SectionCard({ title, description, children, testId }: { title: string; description?: string; children: ReactNode; testId: string }) {
  return (
    <Card.Root data-testid={testId}>
      <Card.Header>
        <Card.Title>{title}</Card.Title>
        {description && <Card.Description>{description}</Card.Description>}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

export interface Choice<V extends string> {
  value: V;
  label: string;
}

/** A labelled radio group; `error` is the server's message for this field. */
export function ChoiceField<V extends string>(props: {
  name: string;
  label: string;
  help?: string;
  value: V;
  choices: readonly Choice<V>[];
  error?: string;
  onChange(value: V): void;
}) {
  return (
    <Field.Root invalid={!!props.error} data-testid={`field-${props.name}`}>
      <Field.Label>{props.label}</Field.Label>
      <RadioGroup.Root name={props.name} value={props.value} onValueChange={(e) => e.value && props.onChange(e.value as V)} size="sm">
        <HStack gap="4" wrap="wrap">
          {props.choices.map((choice) => (
            <RadioGroup.Item key={choice.value} value={choice.value} data-testid={`${props.name}-${choice.value}`}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
      {props.help && <Field.HelperText>{props.help}</Field.HelperText>}
      <Field.ErrorText data-testid={`error-${props.name}`}>{props.error}</Field.ErrorText>
    </Field.Root>
  );
}

export function FormMessage({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Stack role="alert" data-testid="settings-form-error">
      <Text color="fg.error">{message}</Text>
    </Stack>
  );
}

export function announceSaved(): void {
  toast.success(SAVED);
}

/** A labelled switch; `error` is the server's message for this field. */
export function SwitchField(props: { name: string; label: string; help?: string; checked: boolean; error?: string; onChange(checked: boolean): void }) {
  return (
    <Stack gap="1" data-testid={`field-${props.name}`}>
      <Switch.Root
        checked={props.checked}
        onCheckedChange={(e) => props.onChange(e.checked)}
        colorPalette="brand"
        justifyContent="space-between"
        w="full"
        invalid={!!props.error}
        data-testid={`switch-${props.name}`}
        data-checked={props.checked}
      >
        <Switch.HiddenInput name={props.name} />
        <Switch.Label flex="1" lineHeight="short">
          <Text fontWeight="medium">{props.label}</Text>
          {props.help && (
            <Text fontSize="xs" color="fg.muted" fontWeight="normal" mt="0.5">
              {props.help}
            </Text>
          )}
        </Switch.Label>
        <Switch.Control />
      </Switch.Root>
      {props.error && (
        <Text fontSize="xs" color="fg.error" role="alert" data-testid={`error-${props.name}`}>
          {props.error}
        </Text>
      )}
    </Stack>
  );
}
