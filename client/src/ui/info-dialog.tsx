/** A dialog that shows a list (follow-ups): heading, scrolling body, a footer with Close. */
import type { ReactNode } from 'react';
import { Button, Dialog, HStack } from '@chakra-ui/react';
import { DialogHeading } from './dialog-shell';

interface Props {
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

export function InfoContent({ title, description, footer, children }: Props) {
  return (
    <Dialog.Content>
      <DialogHeading title={title} description={description} />
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer justifyContent="space-between" flexWrap="wrap">
        <HStack gap="2">{footer}</HStack>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Close</Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
    </Dialog.Content>
  );
}
