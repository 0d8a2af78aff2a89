// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from './sign-in';
import { cutOffAnswer } from '@/testing/cut-off-answer';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signIn', () => {
  it('says the network failed when the answer was cut off, not that signing in failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => cutOffAnswer('{"success":true,"tok')),
    );
    await expect(signIn({ email: 'demo@example.com', password: 'demo1234' })).rejects.toThrow(
      'Network error. Please check your connection.',
    );
  });

  it("shows the server's own text when it refuses the credentials", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, error: 'Invalid email or password' }), {
            status: 401,
          }),
      ),
    );
    await expect(signIn({ email: 'demo@example.com', password: 'wrong-pass' })).rejects.toThrow(
      'Invalid email or password',
    );
  });

  it('keeps the role the answer gives the employee, and none when it gives none', async () => {
    const answer = (employee: Record<string, unknown>) =>
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: true, token: 't', employee }), { status: 200 }),
      );
    const employee = {
      id: 1,
      full_name: 'Jordan Avery',
      email: 'demo@example.com',
      job_title: null,
    };
    vi.stubGlobal('fetch', answer({ ...employee, role: 'manager' }));
    expect((await signIn({ email: 'demo@example.com', password: 'demo1234' })).employee).toEqual({
      ...employee,
      role: 'manager',
    });
    vi.stubGlobal('fetch', answer(employee));
    expect((await signIn({ email: 'demo@example.com', password: 'demo1234' })).employee).toEqual(
      employee,
    );
  });
});
