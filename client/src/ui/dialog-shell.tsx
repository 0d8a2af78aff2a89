/**
 * The frame every engagement dialog shares: a modal Chakra dialog (focus trapped, Escape and the
 * close button close it, focus returns to what opened it), full screen on phones, its content
 * mounted only while open so each opening starts fresh. `FormContent` makes the content a form
 * whose Enter key and submit button do the same thing.
 */
import type { ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

interface ShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  size?: 'md' | 'lg' | 'xl' | 'cover';
  alert?: boolean;
  children: ReactNode;
}

export function DialogShell({ open, onOpenChange, size = 'md', alert, children }: ShellProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      size={{ mdDown: 'full', md: size }}
      scrollBehavior="inside"
      role={alert ? 'alertdialog' : 'dialog'}
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
}: {
  title: ReactNode;
  description?: ReactNode;
}) {
  return (
    <>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe="14">
        <Dialog.Title>{title}</Dialog.Title>
        {description && <Dialog.Description color="fg.muted">{description}</Dialog.Description>}
      </Dialog.Header>
      <Dialog.CloseTrigger asChild top="3" insetEnd="3">
        <CloseButton size="lg" aria-label="Close dialog" />
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
          <Button type="submit" colorPalette={danger ? 'red' : 'brand'} loading={submitting}>
            {submitLabel}
          </Button>
        </Dialog.Footer>
      </form>
    </Dialog.Content>
  );
}
