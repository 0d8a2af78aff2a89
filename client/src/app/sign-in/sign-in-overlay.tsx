import { Alert, Box, Dialog, Portal } from '@chakra-ui/react';
import type { SignInFormProps } from './sign-in-form';
import { SignInPanel, signInBackdrop } from './sign-in-panel';
import { SIGN_IN_TEXT } from './texts';

/**
 * After a 401 the sign-in screen covers the app instead of replacing it: the app stays mounted
 * (and inert) underneath, so a half-filled form survives (DESIGN.md section 4, "Auth").
 * A modal dialog, so it also sits above, and takes focus from, any dialog that was open.
 */
export function SignInOverlay(props: SignInFormProps) {
  return (
    <Dialog.Root
      open
      size="full"
      motionPreset="none"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      role="alertdialog"
    >
      <Portal>
        <Dialog.Positioner>
          <Dialog.Content
            aria-label={SIGN_IN_TEXT.heading}
            rounded="none"
            bg="transparent"
            textStyle="md"
          >
            <Box {...signInBackdrop} overflowY="auto">
              <SignInPanel
                {...props}
                notice={
                  <Alert.Root status="warning" role="status">
                    <Alert.Indicator />
                    <Alert.Description>{SIGN_IN_TEXT.expired}</Alert.Description>
                  </Alert.Root>
                }
              />
            </Box>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
