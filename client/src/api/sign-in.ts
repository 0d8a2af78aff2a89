/**
 * POST /api/auth/signin. Not sent through `apiFetch`: a 401 here means "wrong credentials",
 * not "session expired", and its text is shown as it is (SPEC.md section 8, Sign-in).
 */
import { ERRORS } from '@rentline/sync-protocol/texts';
import {
  roleSchema,
  signInRequestSchema,
  signInResponseSchema,
  type SignInRequest,
} from '@rentline/sync-protocol/wire';
import { apiUrl, errorText, parseBody, readBodyText } from './http';
import type { SessionEmployee } from './session';

// The form validates with the same schema the request is sent with (and loads both together).
export { signInRequestSchema };

export interface SignedIn {
  token: string;
  employee: SessionEmployee;
}

/** The answer's `employee.role`, read apart: the employee schema does not carry it (yet). */
function roleIn(data: unknown) {
  const employee = (data as { employee?: { role?: unknown } } | null)?.employee;
  const role = roleSchema.safeParse(employee?.role);
  return role.success ? { role: role.data } : {};
}

/** Throws an Error whose message is the text to show under the form. */
export async function signIn(input: SignInRequest): Promise<SignedIn> {
  const credentials = signInRequestSchema.parse(input);
  let response: Response;
  try {
    response = await fetch(apiUrl('/auth/signin'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(credentials),
    });
  } catch {
    throw new Error(ERRORS.networkError);
  }
  const text = await readBodyText(response);
  if (text === null) throw new Error(ERRORS.networkError);
  const data = parseBody(text);
  const parsed = signInResponseSchema.safeParse(data);
  if (response.ok && parsed.success && parsed.data.success) {
    return { token: parsed.data.token, employee: { ...parsed.data.employee, ...roleIn(data) } };
  }
  throw new Error(errorText(data) ?? ERRORS.signInFailed);
}
