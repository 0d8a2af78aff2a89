import { afterEach, describe, expect, it, vi } from 'vitest';
import { endServerSession } from './sign-out';

afterEach(() => vi.unstubAllGlobals());

describe('#sign-out on the server', () => {
  it('asks the server to end the session of the token', async () => {
    const fetchMock = vi.fn(async () => new Response('{"success":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await endServerSession('abc.def.ghi');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/signout', {
      method: 'POST',
      headers: { Authorization: 'Bearer abc.def.ghi' },
      keepalive: true,
    });
  });

  it('settles quietly when the server cannot be reached (offline sign-out)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(endServerSession('abc.def.ghi')).resolves.toBeUndefined();
  });
});
