import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { Toaster } from '@/ui/toaster';
import { system } from './theme';

/** App-wide providers. Server reads (TanStack Query) are provided by the signed-in app. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
