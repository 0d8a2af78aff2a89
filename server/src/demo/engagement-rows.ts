/** Engagements and follow-ups as written, in the columns their modules replicate. */
import { ENGAGEMENTS, FOLLOW_UPS } from '../modules/engagements/engagements.table';
import type { Clock } from './calendar';
import type { Engagement, FollowUp } from './dataset';
import { iso } from './format';
import { columnValues, type Row } from './insert';

export function engagementRows(
  engagements: Engagement[],
  clock: Clock,
  version: () => number,
): Row[] {
  return engagements.map((e) => ({
    id: e.id,
    ...columnValues(ENGAGEMENTS.columns, {
      contact_type: e.contact.contactType,
      initial_engagement: e.type,
      engagement_date_time: clock.iso(e.day, e.minute),
      notes: e.notes,
      contact_id: e.contact.id,
      customer_id: e.contact.customer?.id ?? null,
      employee_id: e.employee.id,
    }),
    created_at: iso(e.createdMs),
    updated_at: iso(e.createdMs),
    version: version(),
  }));
}

export function followUpRows(followUps: FollowUp[], clock: Clock, version: () => number): Row[] {
  return followUps.map((f) => ({
    id: f.id,
    ...columnValues(FOLLOW_UPS.columns, {
      engagement_id: f.engagement.id,
      employee_id: f.employee.id,
      required_engagement: f.type,
      date_time: clock.iso(f.day, f.minute),
      status: f.status,
      notes: f.notes,
      amount: f.amountCents === undefined ? null : f.amountCents / 100,
    }),
    created_at: iso(f.createdMs),
    updated_at: iso(f.updatedMs),
    version: version(),
  }));
}
