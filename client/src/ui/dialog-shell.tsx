/**
 * The frame every dialog shares: a modal Chakra dialog (focus trapped, Escape and the close
 * button close it, focus returns to what opened it), full screen on phones, its content mounted
 * only while open so each opening starts fresh. A question (`alert`) is a box in the middle of
 * the screen, on phones too. `FormContent` makes the content a form whose Enter key and submit button do the same
 * thing; `ConfirmDialog` (confirm-dialog.tsx) is the question before something final.
 */
import type { ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

interface ShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  size?: 'md' | 'lg' | 'xl' | 'cover';
  alert?: boolean;
  /** False while something must finish first (a save): Escape and a tap outside do nothing. */
  dismissible?: boolean;
  children: ReactNode;
}

export function DialogShell(props: ShellProps) {
  const { open, onOpenChange, size = 'md', alert, dismissible = true, children } = props;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      size={{ mdDown: alert ? 'sm' : 'full', md: size }}
      scrollBehavior="inside"
      placement={alert ? 'center' : 'top'}
      role={alert ? 'alertdialog' : 'dialog'}
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>{children}</Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function DialogHeading({
  title,
  description,
  closeDisabled,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** The close button waits, as Escape does, while something must finish first. */
  closeDisabled?: boolean;
}) {
  return (
    <>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe="14">
        <Dialog.Title>{title}</Dialog.Title>
        {description && <Dialog.Description color="fg.muted">{description}</Dialog.Description>}
      </Dialog.Header>
      <Dialog.CloseTrigger asChild top="3" insetEnd="3">
        <CloseButton size="lg" aria-label="Close dialog" disabled={closeDisabled} />
      </Dialog.CloseTrigger>
    </>
  );
}

interface FormContentProps {
  title: ReactNode;
  description?: ReactNode;
  submitLabel: string;
  submitting: boolean;
  danger?: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

export function FormContent(props: FormContentProps) {
  const { title, description, submitLabel, submitting, danger, onSubmit, children } = props;
  const invalid = useFocusFirstInvalid();
  return (
    <Dialog.Content asChild>
      <form
        ref={invalid.ref}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (submitting) return;
          onSubmit();
          // A refused submit has set its field messages by the next render: focus the first.
          invalid.reveal();
        }}
      >
        <DialogHeading title={title} description={description} />
        <Dialog.Body display="flex" flexDirection="column" gap="4">
          {children}
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" disabled={submitting}>
              Cancel
            </Button>
          </Dialog.ActionTrigger>
          <Button
            type="submit"
            colorPalette={danger ? 'red' : 'brand'}
            loading={submitting}
            loadingText={submitLabel}
          >
            {submitLabel}
          </Button>
        </Dialog.Footer>
      </form>
    </Dialog.Content>
  );
}
