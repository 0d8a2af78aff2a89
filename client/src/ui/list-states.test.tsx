// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { LoadFailed } from './list-states';

const setOnline = (online: boolean) => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

afterEach(() => {
  cleanup();
  setOnline(true);
});

const renderFailed = (onRetry = vi.fn()) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <LoadFailed message="Failed to fetch" onRetry={onRetry} />
    </ChakraProvider>,
  );

describe('LoadFailed', () => {
  it('online, says the list could not be loaded and offers to try again', () => {
    const onRetry = vi.fn();
    renderFailed(onRetry);
    expect(screen.getByText('Could not load this list')).toBeTruthy();
    expect(screen.getByText('Failed to fetch')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offline, shows nothing: the offline note says when the list appears', async () => {
    setOnline(false);
    const { container } = renderFailed();
    expect(screen.queryByText('Could not load this list')).toBeNull();
    expect(container.textContent).toBe('');
    act(() => setOnline(true));
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
