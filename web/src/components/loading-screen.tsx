import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

/** The product's loading state: a spinner with 'Loading...'. */
export function LoadingScreen() {
  return (
    <Center minH="60vh" role="status" aria-live="polite" data-testid="loading">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.accent" />
        <Text color="fg.muted">Loading...</Text>
      </Stack>
    </Center>
  );
}
