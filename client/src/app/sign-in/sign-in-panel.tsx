import type { ReactNode } from 'react';
import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@rentline/sync-protocol/rules';
import { Logo } from '@/ui/logo';
import { SignInForm, type SignInFormProps } from './sign-in-form';
import { SIGN_IN_TEXT } from './texts';

/** The sign-in content: product title, the card with the form, and the help footer. */
export function SignInPanel({ notice, ...formProps }: SignInFormProps & { notice?: ReactNode }) {
  return (
    <Stack gap="8" width="full" maxW="md" mx="auto">
      <Stack align="center" gap="3" textAlign="center">
        <HStack gap="3">
          <Logo boxSize="12" />
          <Heading as="h1" size="3xl" color="white" letterSpacing="tight">
            {PRODUCT_NAME}
          </Heading>
        </HStack>
        <Text color="whiteAlpha.900" fontSize="lg">
          {SIGN_IN_TEXT.subtitle}
        </Text>
      </Stack>

      <Card.Root size="lg" shadow="xl" borderWidth="0" rounded="2xl">
        <Card.Header>
          <Heading as="h2" size="2xl">
            {SIGN_IN_TEXT.heading}
          </Heading>
          <Text color="fg.muted">{SIGN_IN_TEXT.description}</Text>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            {notice}
            <SignInForm {...formProps} />
          </Stack>
        </Card.Body>
      </Card.Root>

      <Text textAlign="center" color="whiteAlpha.900" fontSize="sm">
        {SIGN_IN_TEXT.footer}
      </Text>
    </Stack>
  );
}

/** The branded full-screen backdrop the panel sits on. */
export const signInBackdrop = {
  minH: '100dvh',
  bgGradient: 'to-br',
  gradientFrom: 'brand.800',
  gradientVia: 'brand.600',
  gradientTo: 'brand.400',
  px: '4',
  py: { base: '10', md: '16' },
  display: 'flex',
  alignItems: 'center',
} as const;
