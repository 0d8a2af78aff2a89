import { Link } from '@chakra-ui/react';

/** The id of the element that holds each screen (the shell's <main>). */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the keyboard on every signed-in screen: hidden until focused, it skips the
 * top bar and moves focus to the screen itself (WCAG 2.4.1, bypass blocks).
 */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      position="absolute"
      insetStart="2"
      top="-20"
      _focusVisible={{ top: '2' }}
      zIndex="skipNav"
      bg="bg"
      color="fg"
      px="4"
      py="3"
      rounded="md"
      shadow="md"
      fontWeight="medium"
      focusRing="outside"
    >
      Skip to content
    </Link>
  );
}
