/**
 * Rendering the collections screens in jsdom: a signed-in employee, Chakra, a router and the
 * query client given (so a test can start from a copy of the queue already on the tablet).
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { publicConfigKeys } from '@/api/public-config';
import { setSession } from '@/api/session';

export const EMPLOYEE = {
  id: 1,
  full_name: 'Jordan Avery',
  email: 'demo@example.com',
  job_title: 'Store Manager',
};
export const TIME_ZONE = 'America/New_York';

export function signIn() {
  setSession('token', EMPLOYEE);
}

export function testQueryClient() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  client.setQueryData(publicConfigKeys.all, { store_time_zone: TIME_ZONE, time_clock_url: null });
  return client;
}

export function renderAt(
  routes: Record<string, ReactElement>,
  at: string,
  client: QueryClient = testQueryClient(),
) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            {Object.entries(routes).map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}
