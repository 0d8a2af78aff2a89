import { Box } from '@chakra-ui/react';
import type { SignInFormProps } from './sign-in-form';
import { SignInPanel, signInBackdrop } from './sign-in-panel';

/** Shown instead of any content while nobody is signed in (SPEC.md section 2). */
export function SignInScreen(props: SignInFormProps) {
  return (
    <Box as="main" {...signInBackdrop}>
      <SignInPanel {...props} />
    </Box>
  );
}
