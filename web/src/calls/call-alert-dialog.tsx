// Spec 8 lists the calls' "Alerts" apart from its toasts: a message the member must
// acknowledge. A modal alert dialog with the text and OK, focused on OK so Enter or Space
// dismisses it; it stays until then (no click outside, no timeout).
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';

export function CallAlertDialog({ message, onClose }: { message: string; onClose(): void }) {
  const ok = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      size="xs"
      closeOnInteractOutside={false}
      initialFocusEl={() => ok.current}
      onOpenChange={(e) => !e.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="call-alert">
            <Dialog.Body pt="6">
              <Dialog.Description color="fg" data-testid="call-alert-message">
                {message}
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={ok} onClick={onClose} data-testid="call-alert-ok">
                OK
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
