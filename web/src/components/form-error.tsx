import { Alert } from '@chakra-ui/react';

export function FormError({ message, testId }: { message: string | null; testId: string }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
