// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../theme';
import { LOCAL_DB_NAME } from './local-db-exists';
import { SignInForm } from './sign-in-form';

const pending = vi.hoisted(() => ({ count: 0 }));
vi.mock('./pending-count', () => ({ usePendingCount: () => pending.count }));

const employee = {
  id: 3,
  full_name: 'Luis Ortega',
  email: 'luis@example.com',
  job_title: 'Sales',
  role: 'clerk' as const,
};

function renderForm(onSignedIn = vi.fn()) {
  render(
    <ChakraProvider value={system}>
      <SignInForm onSignedIn={onSignedIn} />
    </ChakraProvider>,
  );
  return onSignedIn;
}

/** The app's local database on this device (fake-indexeddb), as after a first sign-in. */
function createLocalDb(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(LOCAL_DB_NAME);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

const emailField = () => screen.getByLabelText('Email') as HTMLInputElement;
const passwordField = () => screen.getByLabelText('Password') as HTMLInputElement;
const submitButton = () =>
  screen.getByRole('button', { name: /sign(ing)? in/i }) as HTMLButtonElement;

function fillIn(email: string, password: string) {
  fireEvent.change(emailField(), { target: { value: email } });
  fireEvent.change(passwordField(), { target: { value: password } });
}

function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// The form loads its request code (and zod) on first use; load it once here, not in the first test.
beforeAll(async () => {
  await import('@/api/sign-in');
});

beforeEach(() => {
  pending.count = 0;
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await new Promise((resolve) => {
    indexedDB.deleteDatabase(LOCAL_DB_NAME).onsuccess = resolve;
  });
});

describe('SignInForm', () => {
  it("says 'Please fill in all fields' and sends nothing when a field is empty", async () => {
    const fetchMock = stubFetch(async () => new Response('{}'));
    renderForm();

    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Please fill in all fields');

    fillIn('   ', 'secret');
    fireEvent.click(submitButton());
    expect(screen.getByRole('alert').textContent).toContain('Please fill in all fields');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Signing in...' and disables the inputs and the button while busy", async () => {
    let respond: (response: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (respond = resolve)));
    const onSignedIn = renderForm();

    fillIn('luis@example.com', 'secret');
    fireEvent.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    expect(emailField().disabled).toBe(true);
    expect(passwordField().disabled).toBe(true);

    await act(async () => {
      respond(new Response(JSON.stringify({ success: true, token: 't-1', employee })));
    });
    expect(onSignedIn).toHaveBeenCalledWith({ token: 't-1', employee });
  });

  it('trims the email but not the password', async () => {
    const fetchMock = stubFetch(
      async () => new Response(JSON.stringify({ success: true, token: 't-1', employee })),
    );
    renderForm();

    fillIn('  luis@example.com  ', ' secret ');
    await act(async () => fireEvent.click(submitButton()));

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/signin');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'luis@example.com',
      password: ' secret ',
    });
  });

  it("shows the server's error text", async () => {
    stubFetch(
      async () =>
        new Response(JSON.stringify({ success: false, error: 'Invalid email or password' }), {
          status: 401,
        }),
    );
    const onSignedIn = renderForm();

    fillIn('luis@example.com', 'wrong');
    fireEvent.click(submitButton());

    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(submitButton().disabled).toBe(false);
  });

  it("says 'Sign in failed' when the server gives no reason", async () => {
    stubFetch(async () => new Response(JSON.stringify({ success: false }), { status: 200 }));
    renderForm();
    fillIn('luis@example.com', 'secret');
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Sign in failed');
  });

  it('says there is a network problem when the request cannot be sent', async () => {
    stubFetch(async () => Promise.reject(new TypeError('Failed to fetch')));
    renderForm();
    fillIn('luis@example.com', 'secret');
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Network error. Please check your connection.',
    );
  });

  it('explains that signing in needs a connection, and disables the button, when offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderForm();
    expect(
      screen.getByText('Signing in needs a connection. Your work on this device is kept.'),
    ).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
  });

  it('says how many changes are waiting on this device', async () => {
    await createLocalDb();
    pending.count = 4;
    renderForm();
    expect(await screen.findByText('4 changes are waiting to sync on this device.')).toBeTruthy();
  });

  it('says nothing of waiting changes on a device without the local database', async () => {
    pending.count = 4;
    renderForm();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/waiting to sync/)).toBeNull();
  });

  it('toggles the password between hidden and shown', () => {
    renderForm();
    expect(passwordField().type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField().type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField().type).toBe('password');
  });
});
