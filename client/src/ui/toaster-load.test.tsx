// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';

// The region's module, as loaded with the first toast: its store records what it is given.
const created = vi.hoisted(() => [] as string[]);
vi.mock('./toaster-region', () => ({
  toaster: { create: ({ title }: { title: string }) => created.push(title) },
  ToasterRegion: ({ onShown }: { onShown: () => void }) => {
    useEffect(() => {
      onShown();
    }, [onShown]);
    return <div role="region" aria-label="Notifications" />;
  },
}));

const { notify, Toaster } = await import('./toaster');

afterEach(cleanup);

describe('#ui.toaster loading', () => {
  it('puts no region on the page until the first toast, then gives it the toasts in the order asked', async () => {
    render(<Toaster />);
    expect(screen.queryByRole('region')).toBeNull();

    notify.success('Contact saved');
    notify.info('Synced');
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeTruthy();
    await vi.waitFor(() => expect(created).toEqual(['Contact saved', 'Synced']));
  });
});
