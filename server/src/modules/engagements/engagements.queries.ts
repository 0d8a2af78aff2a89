/**
 * Reads of engagements and follow-ups with the names the screens show (SPEC.md section 3).
 * Rows come typed from the query (timestamps as Dates); engagements.presenter.ts makes them
 * the wire shape.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { typed } from '../../db/kysely';
import { notFound } from '../../http/errors';

/** An engagement `e` with its contact `c`, its customer's contact `cc` and its employee. */
const engagementView = (em: EntityManager) =>
  typed(em)
    .selectFrom('engagements as e')
    .leftJoin('contacts as c', 'c.id', 'e.contact_id')
    .leftJoin('customers as cu', 'cu.id', 'e.customer_id')
    .leftJoin('contacts as cc', 'cc.id', 'cu.contact_id')
    .leftJoin('employees as emp', 'emp.id', 'e.employee_id')
    .select((eb) => [
      'e.id',
      'e.contact_type',
      'e.initial_engagement',
      'e.engagement_date_time',
      'e.notes',
      'e.contact_id',
      'e.customer_id',
      'e.employee_id',
      'e.created_at',
      'e.updated_at',
      'e.version',
      'c.full_name as contact_name',
      'cc.full_name as customer_name',
      'emp.full_name as employee_name',
      eb
        .cast<number>(
          eb
            .selectFrom('follow_ups as f')
            .select((f) => f.fn.countAll().as('n'))
            .whereRef('f.engagement_id', '=', 'e.id'),
          'integer',
        )
        .as('follow_up_count'),
    ]);

/** A follow-up `f` with its engagement's contact, its employee and its engagement's kind. */
const followUpView = (em: EntityManager) =>
  typed(em)
    .selectFrom('follow_ups as f')
    .leftJoin('engagements as e', 'e.id', 'f.engagement_id')
    .leftJoin('contacts as c', 'c.id', 'e.contact_id')
    .leftJoin('employees as emp', 'emp.id', 'f.employee_id')
    .select([
      'f.id',
      'f.engagement_id',
      'f.employee_id',
      'f.required_engagement',
      'f.date_time',
      'f.status',
      'f.notes',
      'f.amount',
      'f.created_at',
      'f.updated_at',
      'f.version',
      'c.full_name as contact_name',
      'emp.full_name as employee_name',
      'e.initial_engagement',
    ]);

export type EngagementRow = Awaited<ReturnType<typeof getEngagementView>>;
export type FollowUpRow = Awaited<ReturnType<typeof getFollowUpView>>;

/** Every engagement, newest first. */
export const listEngagements = (em: EntityManager) =>
  engagementView(em)
    .orderBy('e.engagement_date_time', 'desc')
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .execute();

export async function getEngagementView(em: EntityManager, id: string) {
  const row = await engagementView(em).where('e.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Engagement not found');
  return row;
}

/** Follow-ups, most recent date first: all of them, or one engagement's (404 if it does not exist). */
export async function listFollowUps(em: EntityManager, engagementId?: string) {
  let query = followUpView(em)
    .orderBy('f.date_time', 'desc')
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc');
  if (engagementId !== undefined) {
    const exists = await typed(em)
      .selectFrom('engagements')
      .select('id')
      .where('id', '=', engagementId)
      .executeTakeFirst();
    if (!exists) throw notFound('Engagement not found');
    query = query.where('f.engagement_id', '=', engagementId);
  }
  return query.execute();
}

export async function getFollowUpView(em: EntityManager, id: string) {
  const row = await followUpView(em).where('f.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Follow-up not found');
  return row;
}
