import { z } from 'zod';
import { hasNul } from '../rules/column-bounds';
import { COLUMNS } from '../rules/columns';
import { VALIDATION } from '../texts/validation';
import { employeeSchema } from './lookups';
import { roleSchema } from './roles';

/** Sign-in: both fields non-empty; the email is trimmed, the password is not. */
export const signInRequestSchema = z.object({
  email: z
    .string({ error: VALIDATION.fillAllFields })
    .trim()
    .min(1, { error: VALIDATION.fillAllFields })
    .max(COLUMNS.employees.email.max, { error: VALIDATION.fillAllFields })
    .refine((v) => !hasNul(v), { error: VALIDATION.fillAllFields }),
  password: z
    .string({ error: VALIDATION.fillAllFields })
    .min(1, { error: VALIDATION.fillAllFields })
    .max(1000, { error: VALIDATION.fillAllFields }),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

/** The signed-in employee: who they are and their role (rules/roles.ts), read on every request. */
/**
 * The signed-in employee with their role. The server always sends it; an answer without one (a
 * server from before roles) still signs in, and the app treats the employee as a clerk.
 */
export const signedInEmployeeSchema = employeeSchema.extend({ role: roleSchema.optional() });
export type SignedInEmployee = z.infer<typeof signedInEmployeeSchema>;

export const signInResponseSchema = z.union([
  z.object({ success: z.literal(true), token: z.string(), employee: signedInEmployeeSchema }),
  z.object({ success: z.literal(false), error: z.string() }),
]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;
