/** Signs a seeded employee in over HTTP (every seeded and demo account shares the demo password). */

export interface SignedIn {
  token: string;
  employee: { id: number; full_name: string } & Record<string, unknown>;
}

export async function signInOver(url: string, email = 'demo@example.com'): Promise<SignedIn> {
  const res = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  const text = await res.text();
  const body = JSON.parse(text) as Partial<SignedIn> & { success?: boolean };
  if (!body.success || !body.token || !body.employee)
    throw new Error(`sign-in failed for ${email} at ${url}: ${res.status} ${text.slice(0, 200)}`);
  return { token: body.token, employee: body.employee };
}
