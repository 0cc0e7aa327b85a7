// Spec 8 lists the calls' "Alerts" apart from its toasts: a message the member must
// acknowledge. A modal alert dialog with the text and OK, focused on OK so Enter or Space
// dismisses it; it stays until then (no click outside, no timeout).
import { Button } from '@chakra-ui/react';
import { useRef } from 'react';
import { AppDialog, DialogDescription } from '../components/dialog';

export function CallAlertDialog({ message, onClose }: { message: string; onClose(): void }) {
  const ok = useRef<HTMLButtonElement>(null);
  return (
    <AppDialog
      open
      onClose={onClose}
      testId="call-alert"
      role="alertdialog"
      size="xs"
      placement="center"
      closeButton={false}
      closeOnInteractOutside={false}
      initialFocusEl={() => ok.current}
      bodyProps={{ pt: '6' }}
      footer={
        <Button ref={ok} onClick={onClose} data-testid="call-alert-ok">
          OK
        </Button>
      }
    >
      <DialogDescription color="fg" data-testid="call-alert-message">
        {message}
      </DialogDescription>
    </AppDialog>
  );
}
