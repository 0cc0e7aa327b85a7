import { Alert, Text } from '@chakra-ui/react';

export function FormError({ message, testId }: { message: string | null; testId: string }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

/** A form's own message in a line of red text under its fields (an alert, so it is read out); nothing when there is none. */
export function FormMessage({ message, testId }: { message: string | null | undefined; testId?: string }) {
  if (!message) return null;
  return (
    <Text color="fg.error" fontSize="sm" role="alert" data-testid={testId}>
      {message}
    </Text>
  );
}
