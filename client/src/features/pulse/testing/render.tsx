/**
 * Rendering a Pulse screen in jsdom: Chakra, a fresh QueryClient (no retries, as the app) and
 * a MemoryRouter; the server is a fetch stub answering by path. The IntersectionObserver stub
 * is in testing/intersection-observer.ts.
 */
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export { installIntersectionObserver, intersection } from '@/testing/intersection-observer';
export { installDomShims } from '@/testing/dom-shims';

type Handler = (url: URL, init?: RequestInit) => unknown;

/**
 * Stubs fetch: each request goes to the handler of its path and answers its JSON (200), once
 * the handler's promise settles when it returns one, or the Response it returns; a path without
 * a handler answers 404.
 * Returns the stub to read its calls.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = Object.keys(handlers).find((path) => url.pathname === path);
    if (!key) return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 });
    const answer = await handlers[key]!(url, init);
    // A handler may answer with a Response of its own (a refusal's status).
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

/** The requests made to a path, as URLs. */
export const requestsTo = (stub: ReturnType<typeof mockApi>, path: string) =>
  stub.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);

/** Shows the router's current location, so a test can read the URL. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderRoutes(routes: Record<string, ReactElement>, at: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  return render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            {Object.entries(routes).map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}
