// Renders the one toast on screen: the newest that has not been dismissed.
import { Box, CloseButton, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { toastStore } from './toast';
import { shownToast, type ToastKind } from './toast-store';

const ACCENT: Record<ToastKind, string> = {
  blank: 'border.emphasized',
  custom: 'border.emphasized',
  success: 'status.success',
  error: 'status.error',
  loading: 'brand.accent',
};

const MARK: Partial<Record<ToastKind, string>> = { success: '✓', error: '!' };

export function Toaster() {
  const list = useSyncExternalStore(toastStore.subscribe, toastStore.getState, toastStore.getState);
  const current = shownToast(list);
  return (
    <Box position="fixed" bottom="6" left="50%" transform="translateX(-50%)" zIndex="toast" w="min(92vw, 420px)" aria-live="polite">
      {current && (
        <HStack
          key={current.id}
          role={current.kind === 'error' ? 'alert' : 'status'}
          data-testid="toast"
          data-kind={current.kind}
          bg="bg.panel"
          borderWidth="1px"
          borderLeftWidth="4px"
          borderLeftColor={ACCENT[current.kind]}
          shadow="lg"
          rounded="md"
          px="4"
          py="3"
          gap="3"
          align="start"
        >
          {current.kind === 'loading' ? (
            <Spinner size="sm" mt="1" />
          ) : MARK[current.kind] ? (
            <Text aria-hidden fontWeight="bold" color={ACCENT[current.kind]}>
              {MARK[current.kind]}
            </Text>
          ) : null}
          <Stack gap="0.5" flex="1">
            <Text fontWeight="medium" data-testid="toast-message">
              {current.message}
            </Text>
            {current.description && (
              <Text fontSize="sm" color="fg.muted" data-testid="toast-description">
                {current.description}
              </Text>
            )}
          </Stack>
          <CloseButton size="xs" aria-label="Dismiss notification" onClick={() => toastStore.dismiss(current.id)} />
        </HStack>
      )}
    </Box>
  );
}
