/** A contact over REST: its detail with the photo, the list, the picker (contact.ts: the entity). */
import { z } from 'zod';
import { INT4_MAX } from '../rules/column-bounds';
import { INPUT_LIMITS } from '../rules/columns';
import { queryText, uuidSchema } from './common';
import { contactSchema } from './contact';

/** A contact with its photo, as GET /api/core/contacts/{id} answers. */
export const contactDetailSchema = contactSchema.extend({ photo_id: z.string().nullable() });
export type ContactDetail = z.infer<typeof contactDetailSchema>;

/** GET /api/core/contacts/{id}; POST and PUT answer the stored contact with `success`. */
export const contactResponseSchema = z.object({ contact: contactDetailSchema });
export const contactSaveResponseSchema = contactResponseSchema.extend({
  success: z.literal(true),
});

export const contactListItemSchema = z.object({
  id: uuidSchema,
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  primary_phone: z.string(),
  email: z.string(),
  address: z.string(),
  preferred_payment_method: z.string().nullable(),
});
export type ContactListItem = z.infer<typeof contactListItemSchema>;

export const contactListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(50),
  offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
  search: queryText(INPUT_LIMITS.search),
});

export const contactListResponseSchema = z.object({
  contacts: z.array(contactListItemSchema),
  pagination: z.object({ total: z.number().int(), has_more: z.boolean() }),
});
export type ContactListResponse = z.infer<typeof contactListResponseSchema>;

/** GET /api/contacts/ (the customer-creation picker). */
export const contactPickerQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  search: queryText(INPUT_LIMITS.search),
});
export const contactPickerResponseSchema = z.object({
  contacts: z.array(z.object({ id: uuidSchema, full_name: z.string(), email: z.string() })),
  pagination: z.object({ page: z.number().int(), total: z.number().int(), has_more: z.boolean() }),
});
