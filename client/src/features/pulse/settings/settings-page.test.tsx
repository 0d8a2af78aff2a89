// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { DEFAULT_STORE_SETTINGS } from '@rentline/sync-protocol/rules';
import { installDomShims, mockApi, renderRoutes } from '@/features/pulse/testing/render';
import { signInAs, signOutForTests } from '@/testing/session';
import { SettingsPage } from './settings-page';

const DAY = '2026-11-16';

function api() {
  const version = { ...DEFAULT_STORE_SETTINGS, id: 1, effective_from: DAY, changed_at: DAY };
  return mockApi({
    '/api/settings': () => ({
      today: DAY,
      current: { ...version, idle_sign_out_minutes: 15, changed_by_name: null },
      upcoming: [],
      history: [],
    }),
    '/api/config/public': () => ({ time_clock_url: null, store_time_zone: 'America/New_York' }),
  });
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

beforeAll(installDomShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutForTests();
});

describe('Store Settings for each role', { timeout: 20_000 }, () => {
  it('lets a manager change them, the idle sign-out among them', async () => {
    signInAs('manager');
    api();
    renderRoutes({ '/pulse/settings': <SettingsPage /> }, '/pulse/settings');
    const save = await screen.findByRole('button', { name: 'Save settings' });
    expect((save as HTMLButtonElement).disabled).toBe(false);
    expect(field('idle_sign_out_minutes').value).toBe('15');
    expect(field('idle_sign_out_minutes').matches(':disabled')).toBe(false);
  });

  it('shows a clerk the settings read only, saying who may change them', async () => {
    signInAs('clerk');
    api();
    renderRoutes({ '/pulse/settings': <SettingsPage /> }, '/pulse/settings');
    const save = await screen.findByRole('button', { name: 'Save settings' });
    expect((save as HTMLButtonElement).matches(':disabled')).toBe(true);
    expect(screen.getByText('Needs a manager to change the store settings.')).toBeTruthy();
    expect(field('tax_rate_percent').matches(':disabled')).toBe(true);
  });
});
