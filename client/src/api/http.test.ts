// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { requestIdSchema } from '@rentline/sync-protocol/wire';
import { ApiError, apiFetch, errorDetails, requestIdOf } from './http';
import {
  EMPLOYEE_KEY,
  TOKEN_KEY,
  getSession,
  loadSession,
  resetSessionForTests,
  setSession,
} from './session';
import { cutOffAnswer } from '@/testing/cut-off-answer';

const employee = { id: 7, full_name: 'Dana Whitfield', email: 'dana@example.com', job_title: null };

function answer(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(body || null, { status, statusText }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
  loadSession();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiFetch requests', () => {
  it('calls under /api with a bearer header when a token is stored', async () => {
    setSession('token-9', employee);
    const fetchMock = answer(200, '{"ok":true}');

    await expect(apiFetch('/hub/summary')).resolves.toEqual({ ok: true });

    const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/hub/summary');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-9');
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('sends no authorization header without a token', async () => {
    const fetchMock = answer(200, '{}');
    await apiFetch('/health');
    const [, init = {}] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('sends a JSON content type only with a body', async () => {
    const fetchMock = answer(201, '{"id":1}');
    await apiFetch('/things', { method: 'POST', json: { name: 'x' } });
    const [, init = {}] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"name":"x"}');
  });

  it('keeps a path that already starts with /api', async () => {
    const fetchMock = answer(200, '{}');
    await apiFetch('/api/sync/pull?cursor=0');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/sync/pull?cursor=0');
  });

  it('parses the answer with the given schema', async () => {
    answer(200, '{"n":"not a number"}');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await failure(apiFetch('/n', { schema: z.object({ n: z.number() }) }));
    expect(error.message).toBe('The server sent an unexpected response.');
  });
});

describe('apiFetch error text', () => {
  it("uses the body's error text when present", async () => {
    answer(404, '{"error":"Contact not found"}');
    const error = await failure(apiFetch('/core/contacts/1'));
    expect(error.status).toBe(404);
    expect(error.message).toBe('Contact not found');
    expect(error.body).toEqual({ error: 'Contact not found' });
  });

  it('falls back to the status, a colon and the body text', async () => {
    answer(500, 'Internal Server Error happened');
    const error = await failure(apiFetch('/x'));
    expect(error.message).toBe('500: Internal Server Error happened');
  });

  it('uses the status text when the body is empty', async () => {
    answer(503, '', 'Service Unavailable');
    const error = await failure(apiFetch('/x'));
    expect(error.message).toBe('503: Service Unavailable');
  });

  it('turns a failed fetch into a network error with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failure(apiFetch('/x'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Network error. Please check your connection.');
  });

  it('turns an answer whose body the network cut off into a network error, not a bad answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => cutOffAnswer('{"accounts":[')),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await failure(
      apiFetch('/x', { schema: z.object({ accounts: z.array(z.unknown()) }) }),
    );
    expect(error.status).toBe(0);
    expect(error.message).toBe('Network error. Please check your connection.');
    expect(logged).not.toHaveBeenCalled();
  });

  it('passes a cancellation through unchanged', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(abort)),
    );
    await expect(apiFetch('/x')).rejects.toBe(abort);
  });

  it("clears the session on a 401 and says 'Authentication required'", async () => {
    setSession('token-9', employee);
    const touched: string[] = [];
    vi.stubGlobal(
      'indexedDB',
      new Proxy({}, { get: (_t, p) => (touched.push(String(p)), vi.fn()) }),
    );
    answer(401, '{"error":"jwt expired"}');

    const error = await failure(apiFetch('/hub/summary'));

    expect(error.status).toBe(401);
    expect(error.message).toBe('Authentication required');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(EMPLOYEE_KEY)).toBeNull();
    expect(getSession().status).toBe('expired');
    expect(touched).toEqual([]);
  });
});

describe('apiFetch request ids', () => {
  it('sends a new, well-formed X-Request-Id with every call', async () => {
    const fetchMock = answer(200, '{}');
    await apiFetch('/hub/summary');
    await apiFetch('/hub/summary');
    const ids = fetchMock.mock.calls.map(([, init]) =>
      new Headers(init?.headers).get('X-Request-Id'),
    );
    expect(ids.map((id) => requestIdSchema.safeParse(id).success)).toEqual([true, true]);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("puts the failed call's request id in the error toast's details", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"error":"Something went wrong"}', {
            status: 500,
            headers: { 'X-Request-Id': 'req-from-server' },
          }),
      ),
    );
    const error = await failure(apiFetch('/hub/summary'));
    expect(error.requestId).toBe('req-from-server');
    expect(errorDetails(error)).toBe('Something went wrong\nRequest id: req-from-server');
    expect(requestIdOf(error)).toBe('Request id: req-from-server');
    expect(requestIdOf(new Error('not an API call'))).toBeUndefined();
  });

  it('keeps its own id when the server could not be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failure(apiFetch('/hub/summary'));
    expect(errorDetails(error)).toMatch(/^Network error.*\nRequest id: [0-9a-f-]{36}$/s);
  });
});
