import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/** The Rentline mark: a home over a line. Same drawing as public/favicon.svg and the app icons. */
export function Logo(props: HTMLChakraProps<'svg'>) {
  return (
    <chakra.svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" {...props}>
      <rect width="64" height="64" rx="15" fill="#0d6689" />
      <path
        d="M15 32 32 17l17 15M21 28v15h22V28"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M29 43v-8h6v8" fill="#fff" />
      <path d="M13 51h38" stroke="#7fd3ee" strokeWidth="4.5" strokeLinecap="round" />
    </chakra.svg>
  );
}
