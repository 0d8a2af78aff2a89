import Router from '@koa/router';
import { v7 as uuidv7 } from 'uuid';
import {
  contactInputSchema,
  contactListQuerySchema,
  contactPatchSchema,
  contactPickerQuerySchema,
  sniffImageType,
  uuidSchema,
} from '@rentline/sync-protocol';
import { RejectedMutation } from '../../db/mutation-context';
import { currentEmployeeId } from '../../http/current-employee';
import { parse, parseBody, parseQuery } from '../../http/validate';
import { rejectionToError } from '../rejection';
import { createContact, deleteContact, updateContact } from './contacts.appliers';
import { presentContactDetail, presentContactListItem } from './contacts.presenter';
import { getContactPhoto, getContactRow, listContacts } from './contacts.queries';
import type { SsnCipher } from './ssn-cipher';

/** /api/core/contacts (SPEC.md section 7) and the picker /api/contacts/. */
export function contactsRoutes(cipher: SsnCipher): Router {
  const router = new Router();
  const idParam = (raw: string) => parse(uuidSchema, raw);
  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (err instanceof RejectedMutation) throw rejectionToError(err);
      throw err;
    }
  };

  router.get('/api/core/contacts', async (ctx) => {
    const q = parseQuery(ctx, contactListQuerySchema);
    const { rows, total, hasMore } = await listContacts(ctx.state.em, q);
    ctx.body = {
      contacts: rows.map(presentContactListItem),
      pagination: { total, has_more: hasMore },
    };
  });

  router.get('/api/core/contacts/:id', async (ctx) => {
    ctx.body = {
      contact: presentContactDetail(await getContactRow(ctx.state.em, idParam(ctx.params.id!))),
    };
  });

  router.get('/api/core/contacts/:id/photo', async (ctx) => {
    const bytes = await getContactPhoto(ctx.state.em, idParam(ctx.params.id!));
    ctx.type = sniffImageType(bytes) ?? 'image/jpeg';
    ctx.set('Cache-Control', 'private, max-age=86400');
    ctx.body = bytes;
  });

  router.post('/api/core/contacts', async (ctx) => {
    const input = parseBody(ctx, contactInputSchema);
    const employeeId = currentEmployeeId(ctx);
    const outcome = await run(() =>
      ctx.state.em.transactional((em) =>
        createContact(em, { ...input, id: uuidv7() }, { employeeId }, cipher),
      ),
    );
    ctx.status = 201;
    ctx.body = { success: true, contact: presentContactDetail(outcome.record!) };
  });

  router.put('/api/core/contacts/:id', async (ctx) => {
    const id = idParam(ctx.params.id!);
    const input = parseBody(ctx, contactPatchSchema);
    const employeeId = currentEmployeeId(ctx);
    const outcome = await run(() =>
      ctx.state.em.transactional((em) =>
        updateContact(em, { ...input, id }, { employeeId }, cipher),
      ),
    );
    ctx.body = { success: true, contact: presentContactDetail(outcome.record!) };
  });

  router.delete('/api/core/contacts/:id', async (ctx) => {
    const id = idParam(ctx.params.id!);
    await run(() => ctx.state.em.transactional((em) => deleteContact(em, { id })));
    ctx.body = { success: true };
  });

  router.get('/api/contacts', async (ctx) => {
    const q = parseQuery(ctx, contactPickerQuerySchema);
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
    };
  });

  return router;
}
