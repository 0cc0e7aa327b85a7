// The Views dialog: how many times the post was seen.
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { compactCount } from '../format';
import { ChartIcon } from '../icons';

export function ViewsButton({ count, open, onOpenChange }: { count: number; open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <>
      <Button size="sm" variant="ghost" rounded="full" color="fg.muted" aria-label={`${count} ${count === 1 ? 'view' : 'views'}`} onClick={() => onOpenChange(true)} data-testid="views-button">
        <ChartIcon />
        <span data-testid="view-count">{compactCount(count)}</span>
      </Button>
      <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center" size="xs" lazyMount unmountOnExit>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="views-dialog">
              <Dialog.Header>
                <Dialog.Title>Views</Dialog.Title>
              </Dialog.Header>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
              <Dialog.Body pb="6">
                {/* The number with its word under it, then the rule as a sentence of its own (it
                    used to read '0' and, on the next line, 'views. Each member...'). */}
                <Stack gap="3" align="center" textAlign="center">
                  <Stack gap="0" align="center">
                    <Text fontSize="4xl" fontWeight="bold" lineHeight="1.1" data-testid="views-dialog-count">
                      {count.toLocaleString('en-US')}
                    </Text>
                    <Text fontWeight="medium" color="fg.muted">
                      {count === 1 ? 'view' : 'views'}
                    </Text>
                  </Stack>
                  <Text fontSize="sm" color="fg.muted">
                    Each member who opens the post counts once; visitors who are not signed in count every time.
                  </Text>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => onOpenChange(false)}>
                  Close
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
