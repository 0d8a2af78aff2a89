/**
 * The frame every dialog shares: a modal Chakra dialog (focus trapped, Escape and the close
 * button close it, focus returns to what opened it), full screen on phones, its content mounted
 * only while open so each opening starts fresh. A dialog never opened is not rendered at all
 * (`useOpenedOnce`). A question (`alert`) is a box in the middle of the screen, on phones too.
 * `FormContent` makes the content a form whose Enter key and submit button do the same thing;
 * `ConfirmDialog` (confirm-dialog.tsx) is the question before something final.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { firstInvalidField, useFocusFirstInvalid } from './use-focus-first-invalid';

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
  const content = useContentWhileOpen(open, children);
  const opened = useOpenedOnce(open);
  if (!opened.rendered) return null;
  return (
    <Dialog.Root
      open={opened.open}
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
        <Dialog.Positioner>{content}</Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * Whether the dialog is rendered, and open: from its first opening on. A screen holds a dialog
 * for each thing it can do, and a closed dialog's root still ran its state machine, presence and
 * portal at every render of the screen: eight on the Engagements screen, a good part of the time
 * to close New Engagement on a slow tablet. At its first opening the root is drawn closed, then
 * opened before the frame is painted: mounted open, a dialog opened over another (a manager's
 * approval over Reverse payment) was hidden from assistive technology.
 */
function useOpenedOnce(open: boolean): { rendered: boolean; open: boolean } {
  const [opened, setOpened] = useState(false);
  useLayoutEffect(() => {
    if (open && !opened) setOpened(true);
  }, [open, opened]);
  return { rendered: open || opened, open: open && opened };
}

/**
 * The content as it was when the dialog was last open. Closing (a save that finished, Cancel)
 * hands the shell new elements; showing the old ones instead lets React skip the whole form
 * while it fades out, so the dialog closes without drawing its fields again (on a slow tablet
 * that was most of the time from Save to the dialog closed), and nothing in it changes as it
 * goes.
 */
function useContentWhileOpen(open: boolean, children: ReactNode): ReactNode {
  const shown = useRef(children);
  if (open) shown.current = children;
  return shown.current;
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
          // A refused submit has drawn its field messages by then (the submit's own render):
          // focus the first. An accepted one draws nothing more here, so its dialog closes sooner.
          setTimeout(() => {
            if (firstInvalidField(invalid.ref.current)) invalid.reveal();
          });
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
