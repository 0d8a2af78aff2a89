/**
 * Contacts and the customers among them. A customer's dates follow its agreements, so
 * `generateContacts` leaves the dates and ids at zero and `dateContacts` fills them in later.
 */
import { CONTACTS } from '../modules/contacts/contacts.table';
import { DAY_MS, MINUTE_MS, businessMinute, isoDay } from './calendar';
import { CUSTOMER_NOTES } from './catalog/people';
import { ContactProfiles } from './contact-profile';
import type { DemoContext } from './context';
import type { Contact, Customer } from './dataset';
import { ROW_STATUS } from './dataset';
import { iso } from './format';
import { columnValues, type Row } from './insert';
import { DEMO_TARGETS } from './targets';
import { CUSTOMER_FREQUENCY, running } from './terms';

export function generateContacts(ctx: DemoContext): { contacts: Contact[]; customers: Customer[] } {
  const r = ctx.rng.contacts;
  const nContacts = DEMO_TARGETS.contacts * ctx.scale;
  const nCustomers = Math.round(nContacts * DEMO_TARGETS.customerShare);
  const customerFlags = r.shuffle(Array.from({ length: nContacts }, (_, i) => i < nCustomers));
  const profiles = new ContactProfiles(ctx);
  const contacts: Contact[] = [];
  const customers: Customer[] = [];
  for (let i = 0; i < nContacts; i++) {
    const isCustomer = customerFlags[i];
    const contactType = isCustomer
      ? 'Customer'
      : r.weighted([
          ['Customer', 25],
          ['Sales Contact', 25],
          ['Customer Reference', 20],
          ['Customer Employer', 10],
          ['Third Party Provider', 8],
          ['Vendor/Manufacturer', 7],
          ['Staff Member', 5],
        ] as const);
    const { first, last, fields, preferredMethod } = profiles.next(contactType);
    const contact: Contact = {
      index: i,
      id: '',
      first,
      last,
      fields,
      contactType,
      status: r.chance(0.92) ? 'Active' : 'Inactive',
      preferredMethod,
      createdMs: 0,
      updatedMs: 0,
      customer: null,
    };
    contacts.push(contact);
    if (isCustomer) {
      const customer: Customer = {
        id: 0,
        contact,
        agreements: [],
        accountStatus: 'Active',
        delinquent: false,
        highRisk: false,
        createdMs: 0,
        notes: r.pick(CUSTOMER_NOTES),
      };
      contact.customer = customer;
      customers.push(customer);
    }
  }
  return { contacts, customers };
}

/**
 * Dates, statuses and ids once the agreements are known: a customer was created just before its
 * first agreement and its contact some time before that; the lists end up in creation order.
 */
export function dateContacts(ctx: DemoContext, contacts: Contact[], customers: Customer[]): void {
  const { clock, today } = ctx;
  const r = ctx.rng.contacts;
  for (const c of customers) {
    const first = Math.min(
      ...c.agreements.map((a) => clock.ms(a.activationDay, a.activationMinute)),
    );
    c.createdMs = first - r.int(0, 3) * DAY_MS - r.int(30, 240) * MINUTE_MS;
    const live = c.agreements.some(running);
    c.accountStatus = live || c.delinquent || r.chance(0.25) ? 'Active' : 'Inactive';
    const contact = c.contact;
    contact.createdMs = c.createdMs - r.int(1, 90) * DAY_MS;
    if (c.accountStatus === 'Inactive' && r.chance(0.4)) contact.status = 'Inactive';
    if (c.accountStatus === 'Active') contact.status = 'Active';
  }
  for (const contact of contacts) {
    if (!contact.customer) contact.createdMs = clock.ms(today - r.int(1, 1000), businessMinute(r));
    const ageDays = Math.floor((today * DAY_MS - contact.createdMs) / DAY_MS);
    contact.updatedMs = Math.min(
      clock.ms(today - 1, 20 * 60),
      contact.createdMs + r.int(0, Math.max(0, Math.min(ageDays, 60))) * DAY_MS,
    );
    contact.updatedMs = Math.max(contact.updatedMs, contact.createdMs);
  }
  contacts.sort((x, y) => x.createdMs - y.createdMs || x.index - y.index);
  for (const contact of contacts) contact.id = ctx.newId(contact.createdMs);
  customers.sort((x, y) => x.createdMs - y.createdMs || x.contact.index - y.contact.index);
  customers.forEach((c, i) => (c.id = i + 1));
}

export function contactRows(contacts: Contact[], version: () => number): Row[] {
  return contacts.map((c) => ({
    id: c.id,
    // The demo has no SSNs or photo ids: those columns stay null.
    ...columnValues(CONTACTS.columns, {
      ...c.fields,
      contact_type: c.contactType,
      contact_status: c.status,
    }),
    created_at: iso(c.createdMs),
    updated_at: iso(c.updatedMs),
    version: version(),
  }));
}

export function customerRows(customers: Customer[], version: () => number): Row[] {
  return customers.map((c) => ({
    id: c.id,
    contact_id: c.contact.id,
    account_status: c.accountStatus,
    payment_frequency: frequencyOf(c),
    next_account_due_date: nextDue(c),
    notes: c.notes,
    created_at: iso(c.createdMs),
    version: version(),
  }));
}

/** The earliest due date not yet paid. */
function nextDue(c: Customer): string | null {
  let min = Infinity;
  for (const a of c.agreements)
    for (const r of a.rows) if (r.status !== ROW_STATUS.paid && r.due < min) min = r.due;
  return Number.isFinite(min) ? isoDay(min) : null;
}

/** The frequency of the latest running agreement, or of the latest one. */
function frequencyOf(c: Customer): string {
  const live = c.agreements.filter(running);
  const latest = (live.length ? live : c.agreements).reduce((x, y) =>
    y.activationDay > x.activationDay ? y : x,
  );
  return CUSTOMER_FREQUENCY[latest.term];
}
