// One toast on screen (toaster.tsx shows it): loaded with the first toast, not with the page.
import { Button, CloseButton, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { toastStore } from './toast';
import type { Toast, ToastKind } from './toast-store';

const ACCENT: Record<ToastKind, string> = {
  blank: 'border.emphasized',
  custom: 'border.emphasized',
  success: 'status.success',
  error: 'status.error',
  loading: 'brand.accent',
};

const MARK: Partial<Record<ToastKind, string>> = { success: '✓', error: '!' };

export function ToastCard({ toast }: { toast: Toast }) {
  return (
    <HStack
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      data-kind={toast.kind}
      bg="bg.panel"
      borderWidth="1px"
      borderLeftWidth="4px"
      borderLeftColor={ACCENT[toast.kind]}
      shadow="lg"
      rounded="md"
      px="4"
      py="3"
      gap="3"
      align="start"
    >
      {toast.kind === 'loading' ? (
        <Spinner size="sm" mt="1" />
      ) : MARK[toast.kind] ? (
        <Text aria-hidden fontWeight="bold" color={ACCENT[toast.kind]}>
          {MARK[toast.kind]}
        </Text>
      ) : null}
      <Stack gap="0.5" flex="1">
        <Text fontWeight="medium" data-testid="toast-message">
          {toast.message}
        </Text>
        {toast.description && (
          <Text fontSize="sm" color="fg.muted" data-testid="toast-description">
            {toast.description}
          </Text>
        )}
        {toast.actions?.length ? (
          <HStack gap="2" mt="1.5">
            {toast.actions.map((action, i) => (
              <Button
                key={action.label}
                size="xs"
                variant={i === 0 ? 'solid' : 'outline'}
                colorPalette="brand"
                onClick={() => {
                  toastStore.dismiss(toast.id);
                  action.run();
                }}
                data-testid={action.testId}
              >
                {action.label}
              </Button>
            ))}
          </HStack>
        ) : null}
      </Stack>
      <CloseButton size="xs" aria-label="Dismiss notification" onClick={() => toastStore.dismiss(toast.id)} />
    </HStack>
  );
}
