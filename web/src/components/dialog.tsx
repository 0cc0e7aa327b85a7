// Every modal of the app is this one skeleton, so they share one look, one close button and
// one way of handling focus. Each caller keeps its own texts, test ids and roles: the
// browser tests find dialogs by them.
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';

/** Dialog.Title and Dialog.Description for a dialog that names itself inside its body (an incoming call, an alert). */
export const DialogTitle = Dialog.Title;
export const DialogDescription = Dialog.Description;

type DataAttributes = { [key: `data-${string}`]: string | undefined };

export interface AppDialogProps {
  open: boolean;
  /** Escape, a click outside or the close button asks for this; absent, only the dialog's own buttons close it. */
  onClose?(): void;
  /** On the content, for the browser tests. */
  testId: string;
  /** The header's title; leave it out when the body names the dialog (DialogTitle) or it needs no header. */
  title?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  placement?: 'center' | 'top';
  /** 'alertdialog' for a message the member must answer before going on. */
  role?: 'dialog' | 'alertdialog';
  /** The corner close button (default shown); `closeDisabled` greys it while something is in flight. */
  closeButton?: boolean;
  closeDisabled?: boolean;
  /** What has the focus when it opens; by default the first control (the close button when shown). */
  initialFocusEl?: () => HTMLElement | null;
  closeOnEscape?: boolean;
  closeOnInteractOutside?: boolean;
  /** Mount the content only while open: for dialogs repeated once per list item (every post card has some). */
  lazy?: boolean;
  /**
   * Makes header, body and footer one form (Enter submits). The close button then comes after
   * the form, so the first field, not the close button, has the focus when it opens.
   */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  contentProps?: DataAttributes;
  bodyProps?: Dialog.BodyProps;
  footerProps?: Dialog.FooterProps;
}

export function AppDialog({
  open,
  onClose,
  testId,
  title,
  children,
  footer,
  size = 'sm',
  placement = 'center',
  role = 'dialog',
  closeButton = true,
  closeDisabled,
  initialFocusEl,
  closeOnEscape,
  closeOnInteractOutside,
  lazy,
  onSubmit,
  contentProps,
  bodyProps,
  footerProps,
}: AppDialogProps) {
  const header = title !== undefined && (
    <Dialog.Header>
      <Dialog.Title>{title}</Dialog.Title>
    </Dialog.Header>
  );
  const body = <Dialog.Body {...bodyProps}>{children}</Dialog.Body>;
  const foot = footer !== undefined && <Dialog.Footer {...footerProps}>{footer}</Dialog.Footer>;
  const close = closeButton && (
    <Dialog.CloseTrigger asChild>
      <CloseButton size="sm" aria-label="Close" disabled={closeDisabled} />
    </Dialog.CloseTrigger>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose?.();
      }}
      role={role}
      size={size}
      placement={placement}
      initialFocusEl={initialFocusEl}
      closeOnEscape={closeOnEscape}
      closeOnInteractOutside={closeOnInteractOutside}
      lazyMount={lazy}
      unmountOnExit={lazy}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} {...contentProps}>
            {onSubmit ? (
              <>
                <form onSubmit={onSubmit} noValidate>
                  {header}
                  {body}
                  {foot}
                </form>
                {close}
              </>
            ) : (
              <>
                {header}
                {close}
                {body}
                {foot}
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
