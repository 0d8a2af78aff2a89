/**
 * Engagements and their follow-ups over six weeks back and four ahead, weekdays busier than
 * weekends. The demo accounts always have something on today's calendar.
 */
import { formatCents } from '@rentline/sync-protocol/money';
import { RENTAL_TERMS } from '@rentline/sync-protocol/rules';
import { MINUTE_MS, businessMinute, usDate, weekday } from './calendar';
import {
  CUSTOMER_ONLY_ENGAGEMENTS,
  ENGAGEMENT_NOTES,
  FOLLOW_UP_FOR,
  FOLLOW_UP_NOTES,
  INITIAL_ENGAGEMENT_TYPES,
  INITIAL_ENGAGEMENT_WEIGHTS,
  type InitialEngagementType,
  type RequiredEngagementType,
} from './catalog/engagements';
import type { DemoContext } from './context';
import type { Contact, Employee, Engagement, FollowUp, Item } from './dataset';
import { fill } from './format';
import { priceOf } from './inventory';
import { Sampler } from './random';
import { DEMO_TARGETS } from './targets';
import { running } from './terms';

/** An engagement of the kinds this file draws (collections.ts adds the collectors' own). */
type OwnEngagement = Engagement & { type: InitialEngagementType };

/** Relative activity by weekday, Sunday first. */
const WEEKDAY_LOAD = [0.15, 1, 1, 1, 1, 1, 0.7];

/** Status of a follow-up by when it is due: past, today, later. */
const FOLLOW_UP_STATUS = {
  past: [
    ['Completed', 72],
    ['Cancelled', 15],
    ['In Progress', 13],
  ],
  today: [
    ['Scheduled', 55],
    ['In Progress', 30],
    ['Completed', 15],
  ],
  later: [
    ['Scheduled', 85],
    ['In Progress', 15],
  ],
} as const;

export function generateEngagements(
  ctx: DemoContext,
  people: { contacts: Contact[]; employees: Employee[]; includeDemoAccounts: boolean },
  items: Item[],
): { engagements: Engagement[]; followUps: FollowUp[] } {
  const { clock, today } = ctx;
  const r = ctx.rng.engagements;
  const engagements: Engagement[] = [];
  const followUps: FollowUp[] = [];
  const anyItem = new Sampler(items, priceOf);
  const employeeSampler = new Sampler(people.employees, (e) => e.weight);
  const customerContacts = people.contacts.filter((c) => c.customer);
  const otherContacts = people.contacts.filter((c) => !c.customer);
  const calendarDays: (readonly [number, number])[] = [];
  for (let d = today - 42; d <= today + 28; d++) calendarDays.push([d, WEEKDAY_LOAD[weekday(d)]]);
  const typeWeights = INITIAL_ENGAGEMENT_TYPES.map(
    (t) => [t, INITIAL_ENGAGEMENT_WEIGHTS[t]] as const,
  );
  /** An item of the contact's agreements (or any), without the vendor. */
  const itemFor = (contact: Contact) => {
    const own = contact.customer?.agreements.flatMap((a) => a.items) ?? [];
    const item = own.length ? r.pick(own) : anyItem.draw(r);
    return item.name.replace(/^\S+ /, '');
  };
  /** Values of the note placeholders (catalog/engagements.ts). */
  const words = (contact: Contact, day: number) => {
    const agreement = contact.customer?.agreements.find(running) ?? contact.customer?.agreements[0];
    return {
      first: contact.first,
      item: itemFor(contact),
      day: r.pick(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']),
      amount: formatCents(agreement?.base ?? r.int(60, 400) * 100),
      date: usDate(day + r.int(2, 12)),
      term: (agreement?.term ?? r.pick(RENTAL_TERMS)).toLowerCase(),
    };
  };
  /** Mostly customers; a contact that already existed on `day` where possible. */
  const pickContact = (type: InitialEngagementType, day: number) => {
    const customerOnly = CUSTOMER_ONLY_ENGAGEMENTS.has(type);
    const wantCustomer =
      customerOnly || r.chance(type.includes('Connect') || type === 'Walk-in' ? 0.4 : 0.85);
    const pool = wantCustomer || !otherContacts.length ? customerContacts : otherContacts;
    let c = r.pick(pool);
    for (let tries = 0; tries < 12 && c.createdMs > clock.ms(day, 0); tries++) c = r.pick(pool);
    return c;
  };
  const addEngagement = (
    type: InitialEngagementType,
    employee: Employee,
    day: number,
    minute: number,
  ) => {
    const contact = pickContact(type, day);
    const createdMs =
      day < today
        ? clock.ms(day, minute) + r.int(5, 90) * MINUTE_MS
        : clock.ms(today - r.int(1, 14), businessMinute(r));
    const e: OwnEngagement = {
      id: '',
      type,
      contact,
      employee,
      day,
      minute,
      notes: fill(r.pick(ENGAGEMENT_NOTES[type]), words(contact, day)),
      createdMs: Math.max(createdMs, contact.createdMs + MINUTE_MS),
    };
    engagements.push(e);
    return e;
  };
  const addFollowUp = (
    e: OwnEngagement,
    day: number,
    minute: number,
    employee: Employee,
    type?: RequiredEngagementType,
  ) => {
    const kind =
      type ?? (r.chance(0.75) ? FOLLOW_UP_FOR[e.type][0] : r.pick(FOLLOW_UP_FOR[e.type]));
    const status = r.weighted(
      FOLLOW_UP_STATUS[day < today ? 'past' : day === today ? 'today' : 'later'],
    );
    const createdMs = e.createdMs + r.int(1, 20) * MINUTE_MS;
    const doneMs = clock.ms(day, minute) + 30 * MINUTE_MS;
    followUps.push({
      id: '',
      engagement: e,
      employee,
      type: kind,
      day,
      minute,
      status,
      notes: fill(r.pick(FOLLOW_UP_NOTES[kind]), words(e.contact, day)),
      createdMs,
      updatedMs:
        (status === 'Completed' || status === 'Cancelled') && day < today
          ? Math.max(createdMs, doneMs)
          : createdMs,
    });
  };

  const totalEngagements = Math.round(DEMO_TARGETS.engagements * ctx.scale);
  if (people.includeDemoAccounts) {
    // Today's calendar for the demo accounts is never empty.
    const [demo, demo2] = people.employees;
    addEngagement('Store Visit (Core)', demo, today, 9 * 60 + 30);
    const call = addEngagement('Payment Discussion (Pulse)', demo, today, 11 * 60);
    addEngagement('Delivery (Flow)', demo, today, 14 * 60 + 30);
    addFollowUp(call, today, 16 * 60, demo, 'Payment Reminder (Pulse)');
    const earlier = addEngagement('Phone Call (Core)', demo, today - 3, 10 * 60 + 15);
    addFollowUp(earlier, today, 15 * 60 + 15, demo, 'Courtesy Call (Core)');
    addEngagement('Account Review (Pulse)', demo2, today, 10 * 60 + 15);
  }
  while (engagements.length < totalEngagements) {
    const day = r.weighted(calendarDays);
    const e = addEngagement(
      r.weighted(typeWeights),
      employeeSampler.draw(r),
      day,
      businessMinute(r, 8 * 60, 18 * 60),
    );
    if (r.chance(0.62)) {
      const n = r.chance(0.6) ? 1 : 2;
      let d = day;
      for (let k = 0; k < n; k++) {
        d = Math.min(today + 35, d + (k === 0 ? r.int(1, 7) : r.int(3, 10)));
        addFollowUp(
          e,
          d,
          businessMinute(r, 8 * 60, 18 * 60),
          r.chance(0.85) ? e.employee : employeeSampler.draw(r),
        );
      }
    }
  }
  engagements.sort((x, y) => x.createdMs - y.createdMs || x.day - y.day || x.minute - y.minute);
  for (const e of engagements) e.id = ctx.newId(e.createdMs);
  followUps.sort((x, y) => x.createdMs - y.createdMs || x.day - y.day || x.minute - y.minute);
  for (const f of followUps) f.id = ctx.newId(f.createdMs);
  return { engagements, followUps };
}
