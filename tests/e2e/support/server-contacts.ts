/**
 * The server's whole answer to a contact search (up to 1,000 rows, one request), for specs
 * that make more contacts than the default page of 50.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken } from './session';
import type { ServerContact } from './contacts';

export async function allServerContacts(
  request: APIRequestContext,
  search: string,
  token?: string,
): Promise<ServerContact[]> {
  const res = await request.get(
    `/api/core/contacts?limit=1000&search=${encodeURIComponent(search)}`,
    { headers: { authorization: `Bearer ${token ?? (await apiToken(request))}` } },
  );
  expect(res.ok(), `contact search answered ${res.status()}`).toBeTruthy();
  const body = (await res.json()) as { contacts: ServerContact[] };
  return body.contacts;
}
