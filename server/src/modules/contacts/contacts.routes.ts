import Router from '@koa/router';
import { approverOf, requirePermission } from '../../security/permissions';
import { audit } from '../audit/audit';
import { v7 as uuidv7 } from 'uuid';
import { sniffImageType } from '@rentline/sync-protocol/rules';
import {
  type ContactListResponse,
  contactInputSchema,
  contactListQuerySchema,
  contactPatchSchema,
  contactPickerQuerySchema,
  type contactPickerResponseSchema,
  type contactResponseSchema,
  type contactSaveResponseSchema,
  type successResponseSchema,
  uuidSchema,
  deleteQuerySchema,
} from '@rentline/sync-protocol/wire';
import { recordRestWrite } from '../../db/edit-authors';
import type { Answer } from '../../http/answer';
import { currentEmployeeId } from '../../http/current-employee';
import { transaction } from '../../http/transaction';
import { idParam, validate } from '../../http/validate';
import { createContact, deleteContact, updateContact } from './contacts.appliers';
import { presentContactDetail, presentContactListItem } from './contacts.presenter';
import { getContactPhoto, getContactRow, listContacts } from './contacts.queries';
import { sensitiveFieldsOf } from './sensitive-fields';
import type { SsnCipher } from './ssn-cipher';

/** /api/core/contacts (SPEC.md section 7) and the picker /api/contacts/. */
export function contactsRoutes(cipher: SsnCipher): Router {
  const router = new Router();
  const id = idParam(uuidSchema);
  const list = validate({ query: contactListQuerySchema });
  const create = validate({ body: contactInputSchema });
  const update = validate({ body: contactPatchSchema });
  const picker = validate({ query: contactPickerQuerySchema });
  const remove = validate({ query: deleteQuerySchema });

  router.get('/api/core/contacts', list, async (ctx) => {
    const { rows, total, hasMore } = await listContacts(ctx.state.em, list.input(ctx).query);
    ctx.body = {
      contacts: rows.map(presentContactListItem),
      pagination: { total, has_more: hasMore },
    } satisfies ContactListResponse;
  });

  // The whole record: licence number, date of birth, bank. Each read is audited (no values).
  router.get('/api/core/contacts/:id', id, async (ctx) => {
    const contact = presentContactDetail(await getContactRow(ctx.state.em, id.of(ctx)));
    await audit(ctx.state.em, {
      action: 'sensitive.read',
      recordType: 'contact',
      recordId: contact.id,
      employeeId: currentEmployeeId(ctx),
      detail: { fields: sensitiveFieldsOf(contact) },
    });
    ctx.body = { contact } satisfies Answer<typeof contactResponseSchema>;
  });

  router.get('/api/core/contacts/:id/photo', id, async (ctx) => {
    const bytes = await getContactPhoto(ctx.state.em, id.of(ctx));
    ctx.type = sniffImageType(bytes) ?? 'image/jpeg';
    ctx.set('Cache-Control', 'private, max-age=86400');
    ctx.body = bytes;
  });

  router.post('/api/core/contacts', create, transaction, async (ctx) => {
    const args = { ...create.input(ctx).body, id: uuidv7() };
    const meta = { employeeId: currentEmployeeId(ctx) };
    const outcome = await createContact(ctx.state.em, args, meta, cipher);
    ctx.status = 201;
    ctx.body = {
      success: true,
      contact: presentContactDetail(outcome.record!),
    } satisfies Answer<typeof contactSaveResponseSchema>;
  });

  router.put('/api/core/contacts/:id', id, update, transaction, async (ctx) => {
    const args = { ...update.input(ctx).body, id: id.of(ctx) };
    const meta = { employeeId: currentEmployeeId(ctx) };
    const outcome = await updateContact(ctx.state.em, args, meta, cipher);
    await recordRestWrite(ctx.state.em, meta.employeeId, 'contact.update', args);
    ctx.body = {
      success: true,
      contact: presentContactDetail(outcome.record!),
    } satisfies Answer<typeof contactSaveResponseSchema>;
  });

  const mayDelete = requirePermission('customer.delete', (ctx) => ({
    recordType: 'contact',
    recordId: id.of(ctx),
  }));
  router.delete('/api/core/contacts/:id', id, remove, transaction, mayDelete, async (ctx) => {
    const args = { id: id.of(ctx) };
    await deleteContact(ctx.state.em, args);
    await audit(ctx.state.em, {
      action: 'customer.delete',
      recordType: 'contact',
      recordId: args.id,
      employeeId: currentEmployeeId(ctx),
      approvedBy: approverOf(ctx),
    });
    await recordRestWrite(ctx.state.em, currentEmployeeId(ctx), 'contact.delete', args, {
      baseVersion: remove.input(ctx).query.base_version,
    });
    ctx.body = { success: true } satisfies Answer<typeof successResponseSchema>;
  });

  router.get('/api/contacts', picker, async (ctx) => {
    const q = picker.input(ctx).query;
    const { rows, total, hasMore } = await listContacts(ctx.state.em, {
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
      search: q.search,
    });
    ctx.body = {
      contacts: rows.map((r) => ({
        id: String(r.id),
        full_name: String(r.full_name),
        email: String(r.email),
      })),
      pagination: { page: q.page, total, has_more: hasMore },
    } satisfies Answer<typeof contactPickerResponseSchema>;
  });

  return router;
}
