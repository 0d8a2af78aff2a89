// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { apiFetch, errorDetails } from '@/api/http';
import { notify, Toaster } from './toaster';
import { toaster } from './toaster-region';

afterEach(() => {
  cleanup();
  toaster.remove();
  vi.unstubAllGlobals();
});

describe('error toast', () => {
  it("shows a failed call's request id in its details, on a line of its own", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"error":"The server is busy. Please try again."}', {
            status: 503,
            headers: { 'X-Request-Id': 'tablet-7.call-42' },
          }),
      ),
    );
    render(
      <ChakraProvider value={defaultSystem}>
        <Toaster />
      </ChakraProvider>,
    );
    const failure = await apiFetch('/hub/summary').catch((err: unknown) => err);
    notify.error('Could not load the hub', errorDetails(failure));

    const details = await screen.findByText(/Request id: tablet-7\.call-42/);
    expect(details.textContent).toBe(
      'The server is busy. Please try again.\nRequest id: tablet-7.call-42',
    );
    expect(getComputedStyle(details).whiteSpace).toBe('pre-line');
  });
});
