/**
 * Deterministic demo data (DESIGN.md section 6): fills an empty database so that the figures
 * the hub shows (SPEC.md sections 1 and 9) come out of the data itself — 354 contacts,
 * 627 inventory items, ~18.2K scheduled payments, 47 due in the next 7 days, 23 delinquent
 * accounts with $45,230 overdue, ~$2.4M of active agreements, 12% more activations in the
 * last 30 days than in the 30 before — and every other screen has believable rows to show.
 *
 * Everything is derived from `seed` and the calendar date of `now` in `timeZone`: the same seed
 * on the same date gives the same rows (bar the demo accounts' scrypt hash, which has a random
 * salt). `scale` multiplies contacts, customers, agreements, items, engagements and follow-ups.
 *
 * The caller supplies a `SqlRunner`; statements use `$n` placeholders and plain JS values, in
 * multi-row INSERTs of at most 1000 rows / 30000 parameters. No transaction is opened here
 * (a pooled runner could not hold one): wrap the call in a transaction if the runner allows it.
 */
import { Faker, en, en_US } from '@faker-js/faker';
import { tzOffset } from '@date-fns/tz';
import { v7 as uuidv7 } from 'uuid';
import {
  AGREEMENT_DEFAULTS,
  CONTACT_TYPES,
  EARLY_PURCHASE_SHARE,
  EXCEPTION_TYPES,
  FOLLOW_UP_STATUSES,
  GOOD_CUSTOMER,
  HOURS_STATUSES,
  ITEM_CONDITIONS,
  LESSOR_NAME,
  LESSOR_SIGNATURE_MEMBERS,
  PAYMENT_FREQUENCIES,
  PAYMENT_METHODS,
  REINSTATEMENT_DAYS,
  RENTAL_TERMS,
} from '@rentline/sync-protocol';
import { hashPassword } from '../modules/auth/password';
import * as K from './demo-catalog';

export interface SqlRunner {
  execute(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
}

export interface SeedDemoOptions {
  /** Integer ≥ 1; multiplies contacts, customers, agreements, items, engagements, follow-ups. */
  scale?: number;
  /** Reference instant; only its calendar date in `timeZone` matters. Default: the current time. */
  now?: Date;
  seed?: number;
  /** IANA zone of the store; business hours and "today" are taken there. Default America/New_York. */
  timeZone?: string;
  /** Create demo@example.com and demo2@example.com (password demo1234). Default true. */
  includeDemoAccounts?: boolean;
}

/** Rows written per table. */
export interface DemoSummary {
  employees: number;
  contact_types: number;
  engagement_types: number;
  follow_up_statuses: number;
  categories: number;
  vendors: number;
  exception_types: number;
  contacts: number;
  customers: number;
  flow_items: number;
  agreements: number;
  agreement_items: number;
  scheduled_payments: number;
  payments: number;
  exceptions: number;
  engagements: number;
  follow_ups: number;
}

export const DEMO_DEFAULT_SEED = 354_627;
export const DEMO_DEFAULT_TIME_ZONE = 'America/New_York';
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ACCOUNTS = [
  { email: 'demo@example.com', fullName: 'Jordan Avery', jobTitle: 'Store Manager' },
  { email: 'demo2@example.com', fullName: 'Casey Morgan', jobTitle: 'Account Manager' },
] as const;

/** The figures at scale 1; counts are multiplied by `scale`. */
export const DEMO_TARGETS = {
  contacts: 354,
  flowItems: 627,
  customerShare: 0.6,
  scheduledPayments: 18_200,
  /** Unpaid scheduled payments due from tomorrow to 6 days ahead; none unpaid today or at +7. */
  dueNext7Days: 47,
  delinquentCustomers: 23,
  highRiskCustomers: 9,
  overdueCents: 4_523_000,
  activeAgreementCents: 240_000_000,
  activationsLast30Days: 28,
  activationsPrevious30Days: 25,
  exceptions: 40,
  engagements: 400,
} as const;

// ---------------------------------------------------------------------------------------------
// Random numbers: faker (seeded) for names and words, a small sfc32 generator seeded from it for
// the bulk numeric draws (hundreds of thousands of rows at scale 20).

class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let s = seed >>> 0;
    const mix = () => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = mix();
    for (let i = 0; i < 15; i++) this.u32();
  }

  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  next(): number {
    return this.u32() / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let r = this.next() * total;
    for (const [v, w] of items) {
      r -= w;
      if (r < 0) return v;
    }
    return items[items.length - 1][0];
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }

  bytes16(): Uint8Array {
    const out = new Uint8Array(16);
    for (let i = 0; i < 16; i += 4) {
      const v = this.u32();
      out[i] = v & 0xff;
      out[i + 1] = (v >>> 8) & 0xff;
      out[i + 2] = (v >>> 16) & 0xff;
      out[i + 3] = v >>> 24;
    }
    return out;
  }

  fork(): Rng {
    return new Rng(this.u32());
  }
}

/** Weighted sampling by cumulative sums (many draws from one distribution). */
class Sampler<T> {
  private readonly cumulative: number[] = [];
  private total = 0;

  constructor(
    private readonly items: readonly T[],
    weight: (item: T) => number,
  ) {
    for (const item of items) {
      this.total += Math.max(0, weight(item));
      this.cumulative.push(this.total);
    }
  }

  get size(): number {
    return this.items.length;
  }

  draw(rng: Rng): T {
    const r = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo];
  }
}

// ---------------------------------------------------------------------------------------------
// Calendar: days are integers (days since 1970-01-01); wall-clock times are minutes of the day in
// the store's time zone.

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const isoDayCache = new Map<number, string>();
function isoDay(day: number): string {
  let s = isoDayCache.get(day);
  if (s === undefined) {
    s = new Date(day * DAY_MS).toISOString().slice(0, 10);
    isoDayCache.set(day, s);
  }
  return s;
}

function addMonths(day: number, months: number): number {
  const d = new Date(day * DAY_MS);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Math.floor(Date.UTC(y, m, Math.min(d.getUTCDate(), last)) / DAY_MS);
}

function weekday(day: number): number {
  return (day + 4) % 7; // 1970-01-01 was a Thursday; 0 = Sunday
}

function usDate(day: number): string {
  const [y, m, d] = isoDay(day).split('-');
  return `${m}/${d}/${y}`;
}

class Clock {
  private readonly offsets = new Map<number, number>();

  constructor(readonly timeZone: string) {}

  /** UTC offset in minutes around midday of the given local day. */
  offset(day: number): number {
    let off = this.offsets.get(day);
    if (off === undefined) {
      const noon = day * DAY_MS + 12 * 60 * MINUTE_MS;
      off = tzOffset(this.timeZone, new Date(noon));
      off = tzOffset(this.timeZone, new Date(noon - off * MINUTE_MS));
      this.offsets.set(day, off);
    }
    return off;
  }

  ms(day: number, minute: number): number {
    return day * DAY_MS + (minute - this.offset(day)) * MINUTE_MS;
  }

  iso(day: number, minute: number): string {
    return new Date(this.ms(day, minute)).toISOString();
  }

  localDay(instant: Date): number {
    return Math.floor((instant.getTime() + tzOffset(this.timeZone, instant) * MINUTE_MS) / DAY_MS);
  }
}

const money = (cents: number) => cents / 100;
const dollars = (cents: number) =>
  '$' +
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pad = (n: number, width: number) => String(n).padStart(width, '0');

// ---------------------------------------------------------------------------------------------
// Generated rows (kept as plain objects until insertion).

type AgreementStatus = 'Active' | 'Completed' | 'Pending Progress' | 'Suspended' | 'Cancelled';
type RentalTerm = (typeof RENTAL_TERMS)[number];
type PaymentMethod = (typeof PAYMENT_METHODS)[number];
type RowStatus = 'pending' | 'paid' | 'overdue';

interface Employee {
  id: number;
  fullName: string;
  email: string;
  jobTitle: string;
  passwordHash: string | null; // null: the demo password hash, filled in at insertion
  signer: boolean;
  createdAt: string;
  weight: number; // share of engagements
}

interface Item {
  id: string;
  name: string;
  description: string;
  model: string;
  serial: string;
  status: string;
  condition: string;
  procurementDay: number;
  costCents: number;
  retailCents: number | null;
  units: number;
  categoryId: number;
  categoryName: string;
  vendorId: number;
  vendorName: string;
  createdMs: number;
  updatedMs: number;
}

interface Contact {
  index: number;
  id: string;
  first: string;
  last: string;
  fields: Record<string, unknown>;
  contactType: string;
  status: string;
  preferredMethod: PaymentMethod;
  createdMs: number;
  updatedMs: number;
  customer: Customer | null;
}

interface Customer {
  id: number;
  contact: Contact;
  agreements: Agreement[];
  accountStatus: 'Active' | 'Inactive';
  delinquent: boolean;
  highRisk: boolean;
  createdMs: number;
  notes: string;
}

interface ScheduleRow {
  id: string;
  due: number;
  amount: number; // cents
  status: RowStatus;
  paidDay: number;
  paidMinute: number;
  onTime: boolean | null;
  paymentId: number;
}

interface Agreement {
  id: number;
  customer: Customer;
  status: AgreementStatus;
  term: RentalTerm;
  activationDay: number;
  activationMinute: number;
  /** Planned number of payments over the whole term. */
  n: number;
  nMin: number;
  nMax: number;
  /** Due days for the longest allowed term (the schedule is its first `n`). */
  dues: number[];
  ending: 'none' | 'natural' | 'payoff' | 'cancel';
  cutDay: number;
  items: Item[];
  rawTotal: number; // cents, before calibration
  base: number; // cents per payment
  adjustRow: number; // index of a row carrying `adjustCents` more than `base`, or -1
  adjustCents: number;
  overdue: number; // number of overdue rows (the last ones before today)
  rows: ScheduleRow[];
  customId: string;
  notes: string;
  signers: string[];
  earlyOption: 25 | 40;
  /** Good customer discount granted: the schedule sums to total_cost_after_discount. */
  discount: boolean;
  sacDays: number;
  sameAsCash: boolean;
}

interface Engagement {
  id: string;
  type: K.InitialEngagementType;
  contact: Contact;
  employee: Employee;
  day: number;
  minute: number;
  notes: string;
  createdMs: number;
}

interface FollowUp {
  id: string;
  engagement: Engagement;
  employee: Employee;
  type: K.RequiredEngagementType;
  day: number;
  minute: number;
  status: string;
  notes: string;
  createdMs: number;
  updatedMs: number;
}

interface ExceptionRow {
  typeId: number;
  customerId: number;
  paymentId: number | null;
  scheduledId: string | null;
  description: string;
  processorCode: string;
  createdAt: string;
  resolvedAt: string | null;
  resolution: string | null;
}

interface PaymentRow {
  id: number;
  agreementId: number;
  scheduledId: string;
  amount: number;
  method: PaymentMethod;
  createdMs: number;
}

interface Dataset {
  employees: Employee[];
  categories: string[];
  vendors: string[];
  exceptionTypes: string[];
  contacts: Contact[];
  customers: Customer[];
  items: Item[];
  agreements: Agreement[];
  payments: PaymentRow[];
  exceptions: ExceptionRow[];
  engagements: Engagement[];
  followUps: FollowUp[];
}

// ---------------------------------------------------------------------------------------------

const TERM_BOUNDS: Record<RentalTerm, readonly [number, number]> = {
  Weekly: [52, 78],
  Biweekly: [26, 39],
  Monthly: [12, 18],
  'Semi-monthly': [24, 36],
};

function rowsForMonths(term: RentalTerm, months: number): number {
  switch (term) {
    case 'Weekly':
      return Math.round((months * 52) / 12);
    case 'Biweekly':
      return Math.round((months * 26) / 12);
    case 'Monthly':
      return months;
    case 'Semi-monthly':
      return months * 2;
  }
}

function dueDays(term: RentalTerm, activation: number, n: number): number[] {
  const out: number[] = [];
  for (let k = 1; k <= n; k++) {
    switch (term) {
      case 'Weekly':
        out.push(activation + 7 * k);
        break;
      case 'Biweekly':
        out.push(activation + 14 * k);
        break;
      case 'Monthly':
        out.push(addMonths(activation, k));
        break;
      case 'Semi-monthly':
        out.push(
          k % 2 === 1 ? addMonths(activation, (k - 1) / 2) + 15 : addMonths(activation, k / 2),
        );
        break;
    }
  }
  return out;
}

const CUSTOMER_FREQUENCY: Record<RentalTerm, string> = {
  Weekly: 'Weekly',
  Biweekly: 'Bi-weekly',
  'Semi-monthly': 'Bi-weekly',
  Monthly: 'Monthly',
};

const running = (a: Agreement) =>
  a.status === 'Active' || a.status === 'Pending Progress' || a.status === 'Suspended';

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? key);
}

function emailLocal(first: string, last: string): string {
  return `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
}

// ---------------------------------------------------------------------------------------------

function generate(opts: Required<Omit<SeedDemoOptions, 'now'>> & { today: number }): Dataset {
  const { scale, seed, today, includeDemoAccounts } = opts;
  const clock = new Clock(opts.timeZone);
  const faker = new Faker({ locale: [en_US, en] });
  faker.seed(seed);
  faker.setDefaultRefDate(new Date(today * DAY_MS));
  const master = new Rng(faker.number.int({ min: 0, max: 0xffffffff }));
  const rEmp = master.fork();
  const rItem = master.fork();
  const rContact = master.fork();
  const rAgr = master.fork();
  const rPay = master.fork();
  const rIds = master.fork();
  const rExc = master.fork();
  const rEng = master.fork();
  const newId = (ms: number) =>
    uuidv7({ msecs: Math.max(0, Math.round(ms)), random: rIds.bytes16() });
  const businessMinute = (r: Rng, from = 9 * 60, to = 18 * 60) =>
    from + 15 * r.int(0, (to - from) / 15 - 1);

  // ----- employees -----
  const employees: Employee[] = [];
  const usedEmails = new Set<string>();
  const addEmployee = (
    fullName: string,
    email: string,
    jobTitle: string,
    hash: string | null,
    signer: boolean,
    weight: number,
  ) => {
    usedEmails.add(email);
    employees.push({
      id: employees.length + 1,
      fullName,
      email,
      jobTitle,
      passwordHash: hash,
      signer,
      createdAt: clock.iso(today - rEmp.int(90, 1400), 8 * 60 + 30),
      weight,
    });
  };
  const unusableHash = () => 'disabled$' + Array.from(rEmp.bytes16(), (b) => pad(b, 3)).join('');
  if (includeDemoAccounts) {
    addEmployee(
      DEMO_ACCOUNTS[0].fullName,
      DEMO_ACCOUNTS[0].email,
      DEMO_ACCOUNTS[0].jobTitle,
      null,
      false,
      22,
    );
    addEmployee(
      DEMO_ACCOUNTS[1].fullName,
      DEMO_ACCOUNTS[1].email,
      DEMO_ACCOUNTS[1].jobTitle,
      null,
      false,
      13,
    );
  }
  LESSOR_SIGNATURE_MEMBERS.forEach((name, i) => {
    const [first, last] = name.split(' ');
    addEmployee(
      name,
      `${emailLocal(first, last)}@rentline.example`,
      K.SIGNER_TITLES[i],
      unusableHash(),
      true,
      1,
    );
  });
  for (const staff of K.STAFF) {
    let first: string;
    let last: string;
    let email: string;
    do {
      first = faker.person.firstName();
      last = faker.person.lastName();
      email = `${emailLocal(first, last)}@rentline.example`;
    } while (usedEmails.has(email));
    addEmployee(`${first} ${last}`, email, staff.jobTitle, unusableHash(), false, 6);
  }
  const employeeSampler = new Sampler(employees, (e) => e.weight);

  // ----- lookups -----
  const categories = K.CATEGORIES.map((c) => c.name);
  const vendors = [...K.VENDORS];
  const exceptionTypes = [...EXCEPTION_TYPES, 'Returned Check'];

  // ----- inventory -----
  const items: Item[] = [];
  const categorySampler = new Sampler(K.CATEGORIES, (c) => c.weight);
  const nItems = DEMO_TARGETS.flowItems * scale;
  for (let i = 0; i < nItems; i++) {
    const category = categorySampler.draw(rItem);
    const product = rItem.pick(K.PRODUCTS[category.name]);
    const vendor = rItem.pick(product.vendors);
    const style = rItem.pick(K.STYLES);
    const name = `${vendor} ${product.name.replace('{style}', style)}`;
    const status = rItem.weighted([
      ['In-Stock', 52],
      ['On Rent', 38],
      ['Maintenance', 6],
      ['Out of Order', 4],
    ] as const);
    const condition =
      status === 'Out of Order'
        ? rItem.pick(['Fair', 'Poor'] as const)
        : status === 'Maintenance'
          ? rItem.pick(['Good', 'Fair'] as const)
          : rItem.weighted(
              ITEM_CONDITIONS.map((c, k) => [c, [45, 20, 22, 10, 3][k] ?? 1] as const),
            );
    const costCents = Math.round(rItem.int(product.cost[0] * 100, product.cost[1] * 100) / 50) * 50;
    const retailCents = rItem.chance(0.025)
      ? null
      : Math.round((costCents * (1.3 + rItem.next() * 1.2)) / 100) * 100 - 1;
    const units =
      status === 'In-Stock'
        ? rItem.int(1, 12)
        : status === 'On Rent'
          ? rItem.int(0, 4)
          : rItem.int(0, 2);
    const procurementDay = today - rItem.int(3, 1095);
    const createdMs = clock.ms(procurementDay, businessMinute(rItem));
    const updatedDay = Math.min(today - 1, procurementDay + rItem.int(0, 180));
    const prefix = vendor
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 2)
      .toUpperCase();
    const color = rItem.pick(K.COLORS);
    const furniture = product.name.includes('{style}');
    items.push({
      id: '',
      name,
      description: `${product.blurb}${furniture ? ` Finish: ${color}.` : ''} Condition: ${condition}.`,
      model: `${prefix}${rItem.int(10, 99)}${String.fromCharCode(65 + rItem.int(0, 25))}${rItem.int(100, 9999)}`,
      serial: Array.from(
        { length: 12 },
        () => '0123456789ABCDEFGHJKLMNPRSTUVWXYZ'[rItem.int(0, 32)],
      ).join(''),
      status,
      condition,
      procurementDay,
      costCents,
      retailCents,
      units,
      categoryId: categories.indexOf(category.name) + 1,
      categoryName: category.name,
      vendorId: vendors.indexOf(vendor) + 1,
      vendorName: vendor,
      createdMs,
      updatedMs: Math.max(createdMs, clock.ms(updatedDay, businessMinute(rItem))),
    });
  }
  items.sort((a, b) => a.createdMs - b.createdMs || a.serial.localeCompare(b.serial));
  for (const item of items) item.id = newId(item.createdMs);
  const priceOf = (item: Item) => item.retailCents ?? Math.round(item.costCents * 1.8);
  const anyItem = new Sampler(items, priceOf);
  const onRentItem = new Sampler(
    items.filter((i) => i.status === 'On Rent'),
    priceOf,
  );

  // ----- contacts and customers -----
  const nContacts = DEMO_TARGETS.contacts * scale;
  const nCustomers = Math.round(nContacts * DEMO_TARGETS.customerShare);
  const customerFlags = rContact.shuffle(
    Array.from({ length: nContacts }, (_, i) => i < nCustomers),
  );
  const contacts: Contact[] = [];
  const customers: Customer[] = [];
  const usedContactEmails = new Set<string>();
  const phone = (region: (typeof K.REGION)[number]) => {
    let exchange = rContact.int(201, 989);
    if (exchange === 555) exchange = 556;
    return `(${rContact.pick(region.area)}) ${exchange}-${pad(rContact.int(0, 9999), 4)}`;
  };
  const zipOf = (region: (typeof K.REGION)[number]) => region.zip3 + pad(rContact.int(1, 99), 2);
  const street = (secondary: boolean) => {
    const name = rContact.pick(K.STREET_NAMES);
    const suffix =
      name.endsWith(' Hwy') || name.endsWith(' Pkwy') ? '' : ' ' + rContact.pick(K.STREET_SUFFIXES);
    const unit = secondary
      ? `, ${rContact.chance(0.8) ? 'Apt' : 'Unit'} ${rContact.chance(0.5) ? rContact.int(1, 40) : `${rContact.int(1, 3)}${String.fromCharCode(65 + rContact.int(0, 7))}`}`
      : '';
    return `${rContact.int(100, 9899)} ${name}${suffix}${unit}`;
  };
  const addressIn = (region: (typeof K.REGION)[number], zip: string, secondary = false) =>
    `${street(secondary)}, ${region.city}, ${region.state} ${zip}`;
  const license = (state: string, last: string) => {
    const digits = (n: number) => Array.from({ length: n }, () => rContact.int(0, 9)).join('');
    switch (state) {
      case 'FL':
        return `${last[0].toUpperCase()}${digits(3)}-${digits(3)}-${digits(2)}-${digits(3)}-${digits(1)}`;
      case 'NC':
        return digits(12);
      case 'AL':
        return digits(7);
      default:
        return digits(9);
    }
  };
  for (let i = 0; i < nContacts; i++) {
    const isCustomer = customerFlags[i];
    const contactType = isCustomer
      ? 'Customer'
      : rContact.weighted([
          ['Customer', 25],
          ['Sales Contact', 25],
          ['Customer Reference', 20],
          ['Customer Employer', 10],
          ['Third Party Provider', 8],
          ['Vendor/Manufacturer', 7],
          ['Staff Member', 5],
        ] as const);
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const region = rContact.pick(K.REGION);
    const zip = zipOf(region);
    const address = addressIn(region, zip, rContact.chance(0.35));
    let email = `${emailLocal(first, last)}@${rContact.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'hotmail.com'])}`;
    while (usedContactEmails.has(email))
      email = email.replace('@', String(rContact.int(1, 99)) + '@');
    usedContactEmails.add(email);
    const hours = rContact.weighted(HOURS_STATUSES.map((h, k) => [h, [65, 20, 7, 8][k]] as const));
    const frequency =
      hours === 'Self-employed'
        ? 'Monthly'
        : rContact.weighted(PAYMENT_FREQUENCIES.map((f, k) => [f, [35, 45, 17, 3][k]] as const));
    const payRange: Record<string, [number, number]> = {
      Weekly: [450, 1150],
      'Bi-weekly': [900, 2400],
      Monthly: [1900, 5200],
      Annually: [26000, 64000],
    };
    const [lo, hi] = payRange[frequency];
    const paycheck = Math.round(
      rContact.int(lo * 100, hi * 100) * (hours === 'Part-time' ? 0.6 : 1),
    );
    let employer: string;
    let jobTitle: string;
    switch (contactType) {
      case 'Staff Member':
        employer = LESSOR_NAME;
        jobTitle = rContact.pick([
          'Sales Associate',
          'Delivery Driver',
          'Customer Service Representative',
        ]);
        break;
      case 'Vendor/Manufacturer':
        employer = rContact.pick(K.VENDORS);
        jobTitle = 'Account Representative';
        break;
      case 'Third Party Provider':
        employer = rContact.pick([
          'Cardinal Delivery Co.',
          'Metro Appliance Repair',
          'SureGuard Protection Plans',
          'Peachtree Payment Services',
        ]);
        jobTitle = 'Account Manager';
        break;
      case 'Customer Employer':
        employer = rContact.pick(K.EMPLOYERS);
        jobTitle = rContact.pick(['HR Coordinator', 'Payroll Specialist', 'Store Manager']);
        break;
      default:
        if (hours === 'Self-employed') {
          employer = `${last} ${rContact.pick(['Lawn Care', 'Cleaning Services', 'Hauling', 'Hair Studio', 'Auto Detailing', 'Handyman Services'])}`;
          jobTitle = 'Owner';
        } else {
          employer = rContact.chance(0.55) ? rContact.pick(K.EMPLOYERS) : faker.company.name();
          jobTitle = rContact.pick(K.JOB_TITLES);
        }
    }
    const employedMonths = rContact.int(3, 180);
    const residencyMonths = rContact.int(2, 240);
    const ageYears = rContact.int(21, 68);
    const hasChecking = rContact.chance(0.85);
    const hasSavings = rContact.chance(0.45);
    const priorRental = rContact.chance(0.45);
    const employerRegion = rContact.chance(0.6) ? region : rContact.pick(K.REGION);
    const refRegion1 = rContact.chance(0.7) ? region : rContact.pick(K.REGION);
    const refRegion2 = rContact.chance(0.7) ? region : rContact.pick(K.REGION);
    const ref1Zip = zipOf(refRegion1);
    const ref2Zip = zipOf(refRegion2);
    const preferredMethod = rContact.weighted(
      PAYMENT_METHODS.map((m, k) => [m, [25, 10, 20, 15, 30][k]] as const),
    );
    const fields: Record<string, unknown> = {
      full_name: `${first} ${last}`,
      email,
      address,
      primary_phone: phone(region),
      secondary_phone: rContact.chance(0.8) ? phone(region) : null,
      date_of_birth: isoDay(today - Math.floor(ageYears * 365.25) - rContact.int(0, 364)),
      driver_license_number: license(region.state, last),
      zip_code: zip,
      state: region.state,
      mailing_address: rContact.chance(0.85)
        ? address
        : `PO Box ${rContact.int(100, 9999)}, ${region.city}, ${region.state} ${zip}`,
      agree_to_release: rContact.chance(0.92),
      housing_type: rContact.weighted(K.HOUSING_TYPES),
      residency_length:
        residencyMonths < 12
          ? `${residencyMonths} months`
          : `${Math.floor(residencyMonths / 12)} years`,
      has_checking_account: hasChecking,
      has_savings_account: hasSavings,
      primary_bank: hasChecking || hasSavings ? rContact.pick(K.BANKS) : 'Prepaid card (Netspend)',
      employer_name: employer,
      job_title: jobTitle,
      paycheck_amount: money(paycheck),
      hours_status: hours,
      payment_frequency: frequency,
      employment_duration:
        employedMonths < 12
          ? `${employedMonths} months`
          : employedMonths < 24
            ? '1 year'
            : `${Math.floor(employedMonths / 12)} years`,
      employer_address: addressIn(employerRegion, zipOf(employerRegion)),
      secondary_income_source: rContact.weighted(K.SECONDARY_INCOME),
      preferred_payment_day:
        frequency === 'Weekly'
          ? rContact.pick(['Friday', 'Friday', 'Thursday', 'Monday'])
          : frequency === 'Bi-weekly'
            ? rContact.pick(['Every other Friday', '1st and 15th'])
            : rContact.pick(['1st', '15th', '3rd']),
      preferred_payment_method: preferredMethod,
      prior_rental_experience: priorRental ? 'Yes' : 'No',
      prior_rental_company: priorRental ? rContact.pick(K.PRIOR_RENTAL_COMPANIES) : null,
      first_ref_name: faker.person.fullName(),
      first_ref_address: addressIn(refRegion1, ref1Zip),
      first_ref_zip: ref1Zip,
      first_ref_phone: phone(refRegion1),
      second_ref_name: faker.person.fullName(),
      second_ref_address: addressIn(refRegion2, ref2Zip),
      second_ref_zip: ref2Zip,
      second_ref_phone: phone(refRegion2),
      proof_of_payment: rContact.pick(K.PROOF_OF_PAYMENT),
    };
    const contact: Contact = {
      index: i,
      id: '',
      first,
      last,
      fields,
      contactType,
      status: rContact.chance(0.92) ? 'Active' : 'Inactive',
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
        notes: rContact.pick(K.CUSTOMER_NOTES),
      };
      contact.customer = customer;
      customers.push(customer);
    }
  }

  // ----- agreements: shape -----
  const agreements: Agreement[] = [];
  for (const customer of customers) {
    const count = rAgr.weighted([
      [1, 20],
      [2, 31],
      [3, 49],
    ] as const);
    for (let k = 0; k < count; k++) {
      const status = rAgr.weighted<AgreementStatus>([
        ['Active', 52],
        ['Completed', 40],
        ['Cancelled', 5],
        ['Pending Progress', 3],
      ]);
      const termWeights: Record<string, readonly number[]> = {
        Completed: [80, 15, 3, 2],
        Cancelled: [50, 30, 10, 10],
        running: [10, 20, 45, 25],
      };
      const w = termWeights[status === 'Completed' || status === 'Cancelled' ? status : 'running'];
      // RENTAL_TERMS order: Weekly, Biweekly, Monthly, Semi-monthly
      const term = rAgr.weighted(RENTAL_TERMS.map((t, j) => [t, w[j]] as const));
      const agreement: Agreement = {
        id: 0,
        customer,
        status,
        term,
        activationDay: 0,
        activationMinute: businessMinute(rAgr, 9 * 60, 18 * 60),
        n: 0,
        nMin: TERM_BOUNDS[term][0],
        nMax: TERM_BOUNDS[term][1],
        dues: [],
        ending: 'none',
        cutDay: 0,
        items: [],
        rawTotal: 0,
        base: 0,
        adjustRow: -1,
        adjustCents: 0,
        overdue: 0,
        rows: [],
        customId: '',
        notes: '',
        signers: [],
        earlyOption: rAgr.chance(0.7) ? 25 : 40,
        discount: false,
        sacDays: rAgr.chance(0.85) ? AGREEMENT_DEFAULTS.sacPeriod : 120,
        sameAsCash: rAgr.chance(0.9),
      };
      agreements.push(agreement);
      customer.agreements.push(agreement);
    }
  }

  // Activation dates: exact counts in the last 30 days and the 30 before (ages 30 and 60 are
  // left empty so "the last 30 days" means the same by date or by timestamp); the rest spread
  // over the last 18 months.
  const lastWindow = Math.round(DEMO_TARGETS.activationsLast30Days * scale);
  const prevWindow = Math.round(DEMO_TARGETS.activationsPrevious30Days * scale);
  const pending = agreements.filter((a) => a.status === 'Pending Progress');
  for (const extra of pending.splice(Math.max(0, lastWindow - 4))) extra.status = 'Active';
  const actives = rAgr.shuffle(agreements.filter((a) => a.status === 'Active'));
  let cursor = 0;
  for (const a of pending) a.activationDay = today - rAgr.int(1, 6);
  for (let k = pending.length; k < lastWindow && cursor < actives.length; k++)
    actives[cursor++].activationDay = today - rAgr.int(1, 28);
  for (let k = 0; k < prevWindow && cursor < actives.length; k++)
    actives[cursor++].activationDay = today - rAgr.int(32, 58);
  while (cursor < actives.length) actives[cursor++].activationDay = today - rAgr.int(62, 500);

  for (const a of agreements) {
    const [tMin, tMax] = TERM_BOUNDS[a.term];
    switch (a.status) {
      case 'Active': {
        const age = today - a.activationDay;
        const months = rAgr.int(Math.min(18, Math.max(12, Math.ceil((age + 45) / 30.44))), 18);
        a.dues = dueDays(a.term, a.activationDay, tMax);
        a.n = rowsForMonths(a.term, months);
        break;
      }
      case 'Pending Progress':
        a.dues = dueDays(a.term, a.activationDay, tMax);
        a.n = rowsForMonths(a.term, rAgr.int(12, 18));
        break;
      case 'Completed': {
        if (rAgr.chance(0.55)) {
          a.activationDay = today - rAgr.int(380, 545);
          a.dues = dueDays(a.term, a.activationDay, tMax);
          const fit = a.dues.filter((d) => d <= today - 4).length;
          if (fit >= tMin) {
            a.ending = 'natural';
            a.nMax = Math.min(tMax, fit);
            a.n = rAgr.int(tMin, a.nMax);
            break;
          }
        } else {
          a.activationDay = today - rAgr.int(90, 545);
          a.dues = dueDays(a.term, a.activationDay, tMax);
        }
        a.ending = 'payoff';
        a.n = rowsForMonths(a.term, rAgr.int(12, 18));
        a.cutDay = rAgr.int(a.activationDay + 60, Math.min(today - 3, a.dues[a.n - 1] - 7));
        a.nMin = Math.max(tMin, a.dues.filter((d) => d <= a.cutDay + 7).length + 1);
        a.n = Math.max(a.n, a.nMin);
        break;
      }
      case 'Cancelled':
        a.activationDay = today - rAgr.int(62, 545);
        a.dues = dueDays(a.term, a.activationDay, tMax);
        a.n = rowsForMonths(a.term, rAgr.int(12, 18));
        a.ending = 'cancel';
        a.cutDay = rAgr.int(a.activationDay + 35, Math.min(today - 3, a.dues[a.n - 1]));
        break;
      case 'Suspended':
        break;
    }
  }

  // Total schedule size: lengthen or shorten completed agreements (within their term bounds).
  const keptRows = (a: Agreement) =>
    a.ending === 'cancel' ? a.dues.slice(0, a.n).filter((d) => d <= a.cutDay).length : a.n;
  let diff =
    Math.round(DEMO_TARGETS.scheduledPayments * scale) -
    agreements.reduce((s, a) => s + keptRows(a), 0);
  const adjustable = rAgr.shuffle(agreements.filter((a) => a.status === 'Completed'));
  for (let moved = true; diff !== 0 && moved;) {
    moved = false;
    for (const a of adjustable) {
      if (diff > 0 && a.n < a.nMax) {
        a.n++;
        diff--;
        moved = true;
      } else if (diff < 0 && a.n > a.nMin) {
        a.n--;
        diff++;
        moved = true;
      }
      if (diff === 0) break;
    }
  }

  // Items and price: the agreement costs a markup on the retail price of its items.
  for (const a of agreements) {
    const count = rAgr.weighted([
      [1, 35],
      [2, 40],
      [3, 25],
    ] as const);
    for (let tries = 0; a.items.length < count && tries < 20; tries++) {
      const item =
        running(a) && onRentItem.size && rAgr.chance(0.75)
          ? onRentItem.draw(rAgr)
          : anyItem.draw(rAgr);
      if (!a.items.includes(item)) a.items.push(item);
    }
    const months = a.n / (TERM_BOUNDS[a.term][0] / 12);
    const markup = 2.2 + ((Math.min(18, months) - 12) / 6) * 0.7 + (rAgr.next() - 0.5) * 0.2;
    a.rawTotal = a.items.reduce((s, i) => s + priceOf(i), 0) * markup;
    a.signers = rAgr.chance(0.6)
      ? [rAgr.pick(LESSOR_SIGNATURE_MEMBERS)]
      : rAgr.shuffle([...LESSOR_SIGNATURE_MEMBERS]).slice(0, 2);
  }

  // ----- delinquency -----
  const inWindow = (a: Agreement, from: number, to: number) =>
    a.dues.slice(0, a.n).some((d) => d >= from && d <= to);
  const pastDues = (a: Agreement) => a.dues.slice(0, a.n).filter((d) => d < today);
  /** Number of trailing past rows that would be overdue, or 0 if the class cannot be met. */
  const overdueCount = (a: Agreement, high: boolean, reach: number): number => {
    const past = pastDues(a);
    const ages = past.map((d) => today - d).reverse(); // most recent first
    if (ages.length < 2) return 0;
    if (high) {
      let k = ages.filter((age) => age <= reach).length;
      if (k === 0 || ages[k - 1] < 33) {
        const j = ages.findIndex((age) => age >= 33);
        if (j < 0 || ages[j] > 150) return 0;
        k = j + 1;
      }
      return k < ages.length ? k : 0;
    }
    let k = ages.filter((age) => age <= reach).length;
    if (k === 0 || ages[k - 1] < 3) {
      const j = ages.findIndex((age) => age >= 3);
      if (j < 0 || ages[j] > 26) return 0;
      k = j + 1;
    }
    return k < ages.length ? k : 0;
  };
  const nDelinquent = Math.round(DEMO_TARGETS.delinquentCustomers * scale);
  let highSlots = Math.round(DEMO_TARGETS.highRiskCustomers * scale);
  let lowSlots = nDelinquent - highSlots;
  // Customers with bigger payments fall behind more often: weighted order without replacement.
  const candidates = customers
    .filter(
      (c) =>
        c.agreements.some((a) => a.status === 'Active' && today - a.activationDay >= 45) &&
        !c.agreements.some(
          (a) => running(a) && (inWindow(a, today, today) || inWindow(a, today + 7, today + 7)),
        ),
    )
    .map((c) => {
      const weight = Math.max(
        ...c.agreements.filter((a) => a.status === 'Active').map((a) => a.rawTotal / a.n),
      );
      return { c, key: Math.pow(rAgr.next(), 1 / weight) };
    })
    .sort((x, y) => y.key - x.key)
    .map((x) => x.c);
  for (const c of candidates) {
    if (highSlots + lowSlots === 0) break;
    const options = c.agreements.filter(
      (a) => a.status === 'Active' && today - a.activationDay >= 45,
    );
    const tryClass = (high: boolean) => {
      const reach = high ? rAgr.int(60, 150) : rAgr.int(10, 26);
      const picks = options
        .map((a) => ({ a, k: overdueCount(a, high, reach) }))
        .filter((p) => p.k > 0)
        .sort((x, y) => (y.k * y.a.rawTotal) / y.a.n - (x.k * x.a.rawTotal) / x.a.n);
      if (!picks.length) return false;
      const chosen = picks.slice(0, picks.length > 1 && rAgr.chance(0.5) ? 2 : 1);
      for (const { a, k } of chosen) a.overdue = k;
      c.delinquent = true;
      c.highRisk = high;
      if (high && rAgr.chance(0.6)) chosen[0].a.status = 'Suspended';
      return true;
    };
    if (highSlots > 0 && tryClass(true)) highSlots--;
    else if (lowSlots > 0 && tryClass(false)) lowSlots--;
  }

  // ----- money -----
  // Payment amounts: one calibration for active agreements (their total is the hub's "managed"
  // figure), then the delinquent ones are scaled so the overdue rows add up to the target, then
  // the other active agreements absorb the difference.
  const activeTarget = DEMO_TARGETS.activeAgreementCents * scale;
  // Established good-standing customers were granted the good customer discount on some
  // agreements: those schedules sum to total_cost_after_discount (= 85% of total_cost).
  for (const a of agreements) {
    if (
      (a.status === 'Active' || a.status === 'Completed') &&
      !a.customer.delinquent &&
      today - a.activationDay >= 120
    ) {
      a.discount = rAgr.chance(0.3);
    }
  }
  const listFactor = (a: Agreement) =>
    a.discount ? 1 / (1 - GOOD_CUSTOMER.discountPercent / 100) : 1;
  const actRaw = agreements
    .filter((a) => a.status === 'Active')
    .reduce((s, a) => s + a.rawTotal * listFactor(a), 0);
  const f0 = activeTarget / actRaw;
  for (const a of agreements) a.base = Math.max(500, Math.round((a.rawTotal * f0) / a.n));
  const delinquentAgreements = agreements.filter((a) => a.overdue > 0);
  const overdueTarget = DEMO_TARGETS.overdueCents * scale;
  const overdueRaw = delinquentAgreements.reduce((s, a) => s + a.overdue * a.base, 0);
  if (overdueRaw > 0) {
    const g = overdueTarget / overdueRaw;
    for (const a of delinquentAgreements) a.base = Math.max(500, Math.round(a.base * g));
    const residual =
      overdueTarget - delinquentAgreements.reduce((s, a) => s + a.overdue * a.base, 0);
    const carrier = delinquentAgreements.reduce((best, a) => (a.base > best.base ? a : best));
    const past = pastDues(carrier).length;
    carrier.adjustRow = past - 1; // the most recent overdue row
    carrier.adjustCents = residual;
  }
  const totalOf = (a: Agreement) => a.base * a.n + (a.adjustRow >= 0 ? a.adjustCents : 0);
  const fixedActive = agreements
    .filter((a) => a.status === 'Active' && a.overdue > 0)
    .reduce((s, a) => s + totalOf(a), 0);
  const freeActive = agreements.filter((a) => a.status === 'Active' && a.overdue === 0);
  const freeRaw = freeActive.reduce((s, a) => s + a.rawTotal * listFactor(a), 0);
  const f1 = (activeTarget - fixedActive) / freeRaw;
  for (const a of freeActive) a.base = Math.max(500, Math.round((a.rawTotal * f1) / a.n));

  // ----- schedule rows and their payment state -----
  const normalPayment = (row: ScheduleRow, a: Agreement, limit: number) => {
    const onTime = rPay.chance(a.customer.delinquent ? 0.75 : a.discount ? 0.98 : 0.92);
    let day = onTime
      ? row.due -
        rPay.weighted([
          [0, 55],
          [1, 20],
          [2, 15],
          [3, 10],
        ] as const)
      : row.due + rPay.int(1, 12);
    day = Math.max(a.activationDay, Math.min(day, limit));
    row.status = 'paid';
    row.paidDay = day;
    row.paidMinute = businessMinute(rPay, 9 * 60, 19 * 60);
    row.onTime = day <= row.due;
  };
  for (const a of agreements) {
    const dues = a.dues.slice(0, a.n);
    const kept = a.ending === 'cancel' ? dues.filter((d) => d <= a.cutDay) : dues;
    const past = kept.filter((d) => d < today).length;
    a.rows = kept.map((due, k) => {
      const row: ScheduleRow = {
        id: newId(clock.ms(a.activationDay, a.activationMinute) + k),
        due,
        amount: a.base + (k === a.adjustRow ? a.adjustCents : 0),
        status: 'pending',
        paidDay: -1,
        paidMinute: 0,
        onTime: null,
        paymentId: 0,
      };
      if (a.ending === 'natural') normalPayment(row, a, today - 1);
      else if (a.ending === 'payoff' || a.ending === 'cancel') {
        if (due <= a.cutDay) normalPayment(row, a, a.cutDay);
        else {
          row.status = 'paid';
          row.paidDay = a.cutDay;
          row.paidMinute = businessMinute(rPay, 10 * 60, 17 * 60);
          row.onTime = true;
        }
      } else if (due < today) {
        if (k >= past - a.overdue) row.status = 'overdue';
        else normalPayment(row, a, today - 1);
      }
      return row;
    });
  }

  // ----- due in the next 7 days -----
  // Good-standing customers often pay ahead; whatever falls due today or at +7 is already paid
  // (so "next 7 days" counts the same with either bound), and enough others are paid ahead to
  // leave the target number open.
  const prepayThrough = (a: Agreement, lastDay: number, r: Rng) => {
    const lastPaid = a.rows.reduce(
      (m, row) => (row.status === 'paid' ? Math.max(m, row.paidDay) : m),
      a.activationDay,
    );
    for (const row of a.rows) {
      if (row.status !== 'pending' || row.due > lastDay) continue;
      row.status = 'paid';
      row.paidDay = Math.max(lastPaid, Math.min(today - 1, today - r.int(1, 6)));
      row.paidMinute = businessMinute(r, 9 * 60, 19 * 60);
      row.onTime = true;
    }
  };
  const goodStanding = agreements.filter((a) => running(a) && !a.customer.delinquent);
  for (const a of goodStanding) {
    if (a.rows.some((r) => r.status === 'pending' && (r.due === today || r.due === today + 7)))
      prepayThrough(a, today + 7, rPay);
  }
  const openInWindow = (a: Agreement) =>
    a.rows.filter((r) => r.status === 'pending' && r.due > today && r.due < today + 7);
  let open = agreements.reduce((s, a) => s + openInWindow(a).length, 0);
  const dueTarget = Math.round(DEMO_TARGETS.dueNext7Days * scale);
  for (const a of rPay.shuffle(
    goodStanding.filter((x) => x.status === 'Active' && openInWindow(x).length),
  )) {
    if (open <= dueTarget) break;
    const rows = openInWindow(a);
    const take = Math.min(rows.length, open - dueTarget);
    prepayThrough(a, rows[take - 1].due, rPay);
    open -= take;
  }

  // ----- payments -----
  const payments: PaymentRow[] = [];
  for (const a of agreements) {
    for (const row of a.rows) {
      if (row.status !== 'paid') continue;
      payments.push({
        id: 0,
        agreementId: 0,
        scheduledId: row.id,
        amount: row.amount,
        method: rPay.chance(0.85) ? a.customer.contact.preferredMethod : rPay.pick(PAYMENT_METHODS),
        createdMs: clock.ms(row.paidDay, row.paidMinute),
      });
    }
  }

  // ----- ids, dates and derived fields -----
  agreements.sort(
    (x, y) =>
      x.activationDay - y.activationDay ||
      x.activationMinute - y.activationMinute ||
      x.rawTotal - y.rawTotal,
  );
  agreements.forEach((a, i) => {
    a.id = i + 1;
    a.customId = `AGR-${isoDay(a.activationDay).slice(0, 4)}-${pad(i + 1, 5)}`;
    a.notes = fill(rAgr.pick(K.AGREEMENT_NOTES), {
      date: usDate(a.activationDay + rAgr.int(1, 4)),
      day: rAgr.pick(['Friday', 'Monday', 'Thursday']),
      method: a.customer.contact.preferredMethod,
    });
  });
  const paymentByRow = new Map<string, PaymentRow>();
  for (const p of payments) paymentByRow.set(p.scheduledId, p);
  for (const a of agreements)
    for (const row of a.rows) {
      const p = paymentByRow.get(row.id);
      if (p) p.agreementId = a.id;
    }
  payments.sort(
    (x, y) =>
      x.createdMs - y.createdMs ||
      x.agreementId - y.agreementId ||
      (x.scheduledId < y.scheduledId ? -1 : 1),
  );
  payments.forEach((p, i) => (p.id = i + 1));
  for (const a of agreements)
    for (const row of a.rows) row.paymentId = paymentByRow.get(row.id)?.id ?? 0;

  for (const c of customers) {
    const first = Math.min(
      ...c.agreements.map((a) => clock.ms(a.activationDay, a.activationMinute)),
    );
    c.createdMs = first - rContact.int(0, 3) * DAY_MS - rContact.int(30, 240) * MINUTE_MS;
    const live = c.agreements.some(running);
    c.accountStatus = live || c.delinquent || rContact.chance(0.25) ? 'Active' : 'Inactive';
    const contact = c.contact;
    contact.createdMs = c.createdMs - rContact.int(1, 90) * DAY_MS;
    if (c.accountStatus === 'Inactive' && rContact.chance(0.4)) contact.status = 'Inactive';
    if (c.accountStatus === 'Active') contact.status = 'Active';
  }
  for (const contact of contacts) {
    if (!contact.customer)
      contact.createdMs = clock.ms(today - rContact.int(1, 1000), businessMinute(rContact));
    const ageDays = Math.floor((today * DAY_MS - contact.createdMs) / DAY_MS);
    contact.updatedMs = Math.min(
      clock.ms(today - 1, 20 * 60),
      contact.createdMs + rContact.int(0, Math.max(0, Math.min(ageDays, 60))) * DAY_MS,
    );
    contact.updatedMs = Math.max(contact.updatedMs, contact.createdMs);
  }
  contacts.sort((x, y) => x.createdMs - y.createdMs || x.index - y.index);
  for (const contact of contacts) contact.id = newId(contact.createdMs);
  customers.sort((x, y) => x.createdMs - y.createdMs || x.contact.index - y.contact.index);
  customers.forEach((c, i) => (c.id = i + 1));

  // ----- exceptions -----
  const exceptions: ExceptionRow[] = [];
  const typeId = (name: string) => exceptionTypes.indexOf(name) + 1;
  const share: Record<string, number> = {
    'Payment Failed': 12,
    'Insufficient Funds': 11,
    Disputed: 6,
    Chargeback: 5,
    'Returned Check': 6,
  };
  const overdueRows: { a: Agreement; row: ScheduleRow }[] = [];
  const lateRows: { a: Agreement; row: ScheduleRow }[] = [];
  const recentPaid: { a: Agreement; row: ScheduleRow; p: PaymentRow }[] = [];
  const paymentById = new Map(payments.map((p) => [p.id, p] as const));
  for (const a of agreements) {
    for (const row of a.rows) {
      if (row.status === 'overdue') overdueRows.push({ a, row });
      else if (row.status === 'paid' && row.paymentId) {
        const p = paymentById.get(row.paymentId)!;
        if (row.paidDay >= today - 150 && row.paidDay <= today - 3) {
          recentPaid.push({ a, row, p });
          if (!row.onTime && !a.customer.delinquent) lateRows.push({ a, row });
        }
      }
    }
  }
  rExc.shuffle(overdueRows);
  rExc.shuffle(lateRows);
  rExc.shuffle(recentPaid);
  const usedRows = new Set<string>();
  /** A random unused entry of the (shuffled) pool, preferring those that match. */
  const takeFrom = <T extends { row: ScheduleRow }>(
    pool: T[],
    prefer?: (x: T) => boolean,
  ): T | null => {
    let fallback: T | null = null;
    for (const x of pool) {
      if (usedRows.has(x.row.id)) continue;
      fallback ??= x;
      if (!prefer || prefer(x)) {
        usedRows.add(x.row.id);
        return x;
      }
    }
    if (fallback) usedRows.add(fallback.row.id);
    return fallback;
  };
  const termWord: Record<RentalTerm, string> = {
    Weekly: 'weekly',
    Biweekly: 'biweekly',
    Monthly: 'monthly',
    'Semi-monthly': 'semi-monthly',
  };
  for (const type of exceptionTypes) {
    const count = Math.max(1, Math.round((share[type] ?? 4) * scale));
    const codes = K.EXCEPTION_PROCESSOR_CODES[type] ?? [['ERR', 'Payment exception']];
    for (let k = 0; k < count; k++) {
      const [code, message] = rExc.pick(codes);
      const declined = type === 'Payment Failed' || type === 'Insufficient Funds';
      let entry: ExceptionRow | null = null;
      if (declined && (rExc.chance(0.75) || !lateRows.length)) {
        const x = takeFrom(overdueRows);
        if (x) {
          const created = x.row.due;
          const resolved = rExc.chance(0.15) && created + 2 < today;
          entry = {
            typeId: typeId(type),
            customerId: x.a.customer.id,
            paymentId: null,
            scheduledId: x.row.id,
            description: `${termWord[x.a.term]} payment of ${dollars(x.row.amount)} for ${x.a.customId} (due ${usDate(x.row.due)}) was declined: ${message}.`,
            processorCode: code,
            createdAt: clock.iso(created, businessMinute(rExc, 8 * 60, 11 * 60)),
            resolvedAt: resolved ? clock.iso(created + rExc.int(1, 2), businessMinute(rExc)) : null,
            resolution: resolved
              ? rExc.pick([
                  'Customer promised to pay on Friday; follow-up scheduled.',
                  'Payment plan agreed; reminder calls scheduled.',
                ])
              : null,
          };
        }
      }
      if (!entry && declined) {
        const x = takeFrom(lateRows);
        if (x) {
          const p = paymentById.get(x.row.paymentId)!;
          entry = {
            typeId: typeId(type),
            customerId: x.a.customer.id,
            paymentId: p.id,
            scheduledId: x.row.id,
            description: `${termWord[x.a.term]} payment of ${dollars(x.row.amount)} for ${x.a.customId} (due ${usDate(x.row.due)}) was declined: ${message}.`,
            processorCode: code,
            createdAt: clock.iso(x.row.due, businessMinute(rExc, 8 * 60, 11 * 60)),
            resolvedAt: new Date(p.createdMs).toISOString(),
            resolution: rExc.pick(K.EXCEPTION_RESOLUTIONS[type]),
          };
        }
      }
      if (!entry) {
        const wantDelinquent = rExc.chance(0.4);
        const x = takeFrom(
          recentPaid,
          (r) =>
            (type === 'Returned Check'
              ? r.p.method === 'Check'
              : type === 'Chargeback' || type === 'Disputed'
                ? r.p.method.endsWith('Card')
                : true) && r.a.customer.delinquent === wantDelinquent,
        );
        if (!x) continue;
        const created = Math.min(today - 1, x.row.paidDay + rExc.int(2, 25));
        const resolved = rExc.chance(0.5) && created + 3 < today;
        entry = {
          typeId: typeId(type),
          customerId: x.a.customer.id,
          paymentId: x.p.id,
          scheduledId: x.row.id,
          description: `${type} on the ${x.p.method.toLowerCase()} payment of ${dollars(x.p.amount)} for ${x.a.customId} made ${usDate(x.row.paidDay)}: ${message}.`,
          processorCode: code,
          createdAt: clock.iso(created, businessMinute(rExc)),
          resolvedAt: resolved
            ? clock.iso(
                created + rExc.int(2, Math.min(20, today - created - 1)),
                businessMinute(rExc),
              )
            : null,
          resolution: resolved ? rExc.pick(K.EXCEPTION_RESOLUTIONS[type] ?? ['Resolved.']) : null,
        };
      }
      exceptions.push(entry);
    }
  }
  exceptions.sort((x, y) =>
    x.createdAt < y.createdAt ? -1 : x.createdAt > y.createdAt ? 1 : x.typeId - y.typeId,
  );

  // ----- engagements and follow-ups -----
  const engagements: Engagement[] = [];
  const followUps: FollowUp[] = [];
  const customerContacts = contacts.filter((c) => c.customer);
  const otherContacts = contacts.filter((c) => !c.customer);
  const calendarDays: (readonly [number, number])[] = [];
  for (let d = today - 42; d <= today + 28; d++)
    calendarDays.push([d, [0.15, 1, 1, 1, 1, 1, 0.7][weekday(d)]]);
  const typeWeights = K.INITIAL_ENGAGEMENT_TYPES.map(
    (t) => [t, K.INITIAL_ENGAGEMENT_WEIGHTS[t]] as const,
  );
  const itemFor = (contact: Contact) => {
    const own = contact.customer?.agreements.flatMap((a) => a.items) ?? [];
    const item = own.length ? rEng.pick(own) : anyItem.draw(rEng);
    return item.name.replace(/^\S+ /, '');
  };
  const words = (contact: Contact, day: number) => {
    const agreement = contact.customer?.agreements.find(running) ?? contact.customer?.agreements[0];
    return {
      first: contact.first,
      item: itemFor(contact),
      day: rEng.pick(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']),
      amount: dollars(agreement?.base ?? rEng.int(60, 400) * 100),
      date: usDate(day + rEng.int(2, 12)),
      term: (agreement?.term ?? rEng.pick(RENTAL_TERMS)).toLowerCase(),
    };
  };
  const pickContact = (type: K.InitialEngagementType, day: number) => {
    const customerOnly = K.CUSTOMER_ONLY_ENGAGEMENTS.has(type);
    const wantCustomer =
      customerOnly || rEng.chance(type.includes('Connect') || type === 'Walk-in' ? 0.4 : 0.85);
    const pool = wantCustomer || !otherContacts.length ? customerContacts : otherContacts;
    let c = rEng.pick(pool);
    for (let tries = 0; tries < 12 && c.createdMs > clock.ms(day, 0); tries++) c = rEng.pick(pool);
    return c;
  };
  const addEngagement = (
    type: K.InitialEngagementType,
    employee: Employee,
    day: number,
    minute: number,
  ) => {
    const contact = pickContact(type, day);
    const createdMs =
      day < today
        ? clock.ms(day, minute) + rEng.int(5, 90) * MINUTE_MS
        : clock.ms(today - rEng.int(1, 14), businessMinute(rEng));
    const e: Engagement = {
      id: '',
      type,
      contact,
      employee,
      day,
      minute,
      notes: fill(rEng.pick(K.ENGAGEMENT_NOTES[type]), words(contact, day)),
      createdMs: Math.max(createdMs, contact.createdMs + MINUTE_MS),
    };
    engagements.push(e);
    return e;
  };
  const followUpStatus = (day: number) =>
    day < today
      ? rEng.weighted([
          ['Completed', 72],
          ['Cancelled', 15],
          ['In Progress', 13],
        ] as const)
      : day === today
        ? rEng.weighted([
            ['Scheduled', 55],
            ['In Progress', 30],
            ['Completed', 15],
          ] as const)
        : rEng.weighted([
            ['Scheduled', 85],
            ['In Progress', 15],
          ] as const);
  const addFollowUp = (
    e: Engagement,
    day: number,
    minute: number,
    employee: Employee,
    type?: K.RequiredEngagementType,
  ) => {
    const kind =
      type ?? (rEng.chance(0.75) ? K.FOLLOW_UP_FOR[e.type][0] : rEng.pick(K.FOLLOW_UP_FOR[e.type]));
    const status = followUpStatus(day);
    const createdMs = e.createdMs + rEng.int(1, 20) * MINUTE_MS;
    const doneMs = clock.ms(day, minute) + 30 * MINUTE_MS;
    followUps.push({
      id: '',
      engagement: e,
      employee,
      type: kind,
      day,
      minute,
      status,
      notes: fill(rEng.pick(K.FOLLOW_UP_NOTES[kind]), words(e.contact, day)),
      createdMs,
      updatedMs:
        (status === 'Completed' || status === 'Cancelled') && day < today
          ? Math.max(createdMs, doneMs)
          : createdMs,
    });
  };

  const totalEngagements = Math.round(DEMO_TARGETS.engagements * scale);
  if (includeDemoAccounts) {
    // Today's calendar for the demo accounts is never empty.
    const [demo, demo2] = employees;
    addEngagement('Store Visit (Core)', demo, today, 9 * 60 + 30);
    const call = addEngagement('Payment Discussion (Pulse)', demo, today, 11 * 60);
    addEngagement('Delivery (Flow)', demo, today, 14 * 60 + 30);
    addFollowUp(call, today, 16 * 60, demo, 'Payment Reminder (Pulse)');
    const earlier = addEngagement('Phone Call (Core)', demo, today - 3, 10 * 60 + 15);
    addFollowUp(earlier, today, 15 * 60 + 15, demo, 'Courtesy Call (Core)');
    addEngagement('Account Review (Pulse)', demo2, today, 10 * 60 + 15);
  }
  while (engagements.length < totalEngagements) {
    const day = rEng.weighted(calendarDays);
    const e = addEngagement(
      rEng.weighted(typeWeights),
      employeeSampler.draw(rEng),
      day,
      businessMinute(rEng, 8 * 60, 18 * 60),
    );
    if (rEng.chance(0.62)) {
      const n = rEng.chance(0.6) ? 1 : 2;
      let d = day;
      for (let k = 0; k < n; k++) {
        d = Math.min(today + 35, d + (k === 0 ? rEng.int(1, 7) : rEng.int(3, 10)));
        addFollowUp(
          e,
          d,
          businessMinute(rEng, 8 * 60, 18 * 60),
          rEng.chance(0.85) ? e.employee : employeeSampler.draw(rEng),
        );
      }
    }
  }
  engagements.sort((x, y) => x.createdMs - y.createdMs || x.day - y.day || x.minute - y.minute);
  for (const e of engagements) e.id = newId(e.createdMs);
  followUps.sort((x, y) => x.createdMs - y.createdMs || x.day - y.day || x.minute - y.minute);
  for (const f of followUps) f.id = newId(f.createdMs);

  return {
    employees,
    categories,
    vendors,
    exceptionTypes,
    contacts,
    customers,
    items,
    agreements,
    payments,
    exceptions,
    engagements,
    followUps,
  };
}

// ---------------------------------------------------------------------------------------------
// Insertion

async function insertRows(
  db: SqlRunner,
  table: string,
  columns: readonly string[],
  rows: unknown[][],
  jsonb: readonly string[] = [],
) {
  const perStatement = Math.max(1, Math.min(1000, Math.floor(30_000 / columns.length)));
  const casts = columns.map((c) => (jsonb.includes(c) ? '::jsonb' : ''));
  const head = `insert into ${table} (${columns.join(', ')}) values `;
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const params: unknown[] = [];
    const tuples: string[] = [];
    for (const row of chunk) {
      if (row.length !== columns.length)
        throw new Error(
          `seedDemo: ${table} row has ${row.length} values for ${columns.length} columns`,
        );
      const ph: string[] = [];
      for (let i = 0; i < row.length; i++) {
        params.push(row[i]);
        ph.push(`$${params.length}${casts[i]}`);
      }
      tuples.push(`(${ph.join(',')})`);
    }
    await db.execute(head + tuples.join(','), params);
  }
}

const CONTACT_FIELDS = [
  'full_name',
  'email',
  'address',
  'primary_phone',
  'secondary_phone',
  'date_of_birth',
  'driver_license_number',
  'zip_code',
  'state',
  'mailing_address',
  'agree_to_release',
  'housing_type',
  'residency_length',
  'has_checking_account',
  'has_savings_account',
  'primary_bank',
  'employer_name',
  'job_title',
  'paycheck_amount',
  'hours_status',
  'payment_frequency',
  'employment_duration',
  'employer_address',
  'secondary_income_source',
  'preferred_payment_day',
  'preferred_payment_method',
  'prior_rental_experience',
  'prior_rental_company',
  'first_ref_name',
  'first_ref_address',
  'first_ref_zip',
  'first_ref_phone',
  'second_ref_name',
  'second_ref_address',
  'second_ref_zip',
  'second_ref_phone',
  'proof_of_payment',
] as const;

const SERIAL_TABLES = [
  'employees',
  'contact_types',
  'engagement_types',
  'follow_up_statuses',
  'categories',
  'vendors',
  'exception_types',
  'customers',
  'agreements',
  'agreement_items',
  'payments',
  'exceptions',
] as const;

const MUST_BE_EMPTY = [
  'employees',
  'contact_types',
  'engagement_types',
  'follow_up_statuses',
  'categories',
  'vendors',
  'exception_types',
  'contacts',
  'customers',
  'flow_items',
  'agreements',
  'scheduled_payments',
  'payments',
  'exceptions',
  'engagements',
  'follow_ups',
] as const;

function validateTimeZone(timeZone: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone }).format(0);
  } catch {
    throw new Error(`seedDemo: unknown time zone "${timeZone}"`);
  }
}

/**
 * Fills an empty database with the demo data set and returns how many rows each table got.
 * Throws when `employees` (or any other table it writes) already has rows.
 */
export async function seedDemo(db: SqlRunner, opts: SeedDemoOptions = {}): Promise<DemoSummary> {
  const scale = opts.scale ?? 1;
  if (!Number.isInteger(scale) || scale < 1)
    throw new Error(`seedDemo: scale must be an integer ≥ 1 (got ${scale})`);
  const timeZone = opts.timeZone ?? DEMO_DEFAULT_TIME_ZONE;
  validateTimeZone(timeZone);
  const now = opts.now ?? new Date();
  if (Number.isNaN(now.getTime())) throw new Error('seedDemo: invalid `now`');
  const seed = opts.seed ?? DEMO_DEFAULT_SEED;
  const includeDemoAccounts = opts.includeDemoAccounts !== false;

  const [counts] = await db.execute(
    `select ${MUST_BE_EMPTY.map((t) => `(select count(*) from ${t}) as ${t}`).join(', ')}`,
  );
  if (Number(counts.employees) > 0) {
    throw new Error(
      'seedDemo: the database already has employees; demo data can only be loaded into an empty database',
    );
  }
  const busy = MUST_BE_EMPTY.filter((t) => Number(counts[t]) > 0);
  if (busy.length)
    throw new Error(
      `seedDemo: the database is not empty (rows in ${busy.join(', ')}); demo data can only be loaded into an empty database`,
    );

  const clock = new Clock(timeZone);
  const today = clock.localDay(now);
  const data = generate({ scale, seed, timeZone, includeDemoAccounts, today });
  const demoHash = includeDemoAccounts ? await hashPassword(DEMO_PASSWORD) : '';

  const [sv] = await db.execute('select value from sync_version where id = 1');
  if (!sv) throw new Error('seedDemo: sync_version has no row 1; run the migrations first');
  let version = Number(sv.value);
  const v = () => ++version;
  const iso = (ms: number) => new Date(ms).toISOString();

  await insertRows(
    db,
    'employees',
    [
      'id',
      'full_name',
      'email',
      'job_title',
      'password_hash',
      'is_lessor_signer',
      'created_at',
      'version',
    ],
    data.employees.map((e) => [
      e.id,
      e.fullName,
      e.email,
      e.jobTitle,
      e.passwordHash ?? demoHash,
      e.signer,
      e.createdAt,
      v(),
    ]),
  );
  await insertRows(
    db,
    'contact_types',
    ['id', 'name', 'version'],
    CONTACT_TYPES.map((name, i) => [i + 1, name, v()]),
  );
  const engagementTypes = [
    ...K.INITIAL_ENGAGEMENT_TYPES.map((name) => [name, 'initial'] as const),
    ...K.REQUIRED_ENGAGEMENT_TYPES.map((name) => [name, 'required'] as const),
  ];
  await insertRows(
    db,
    'engagement_types',
    ['id', 'name', 'kind', 'version'],
    engagementTypes.map(([name, kind], i) => [i + 1, name, kind, v()]),
  );
  await insertRows(
    db,
    'follow_up_statuses',
    ['id', 'name', 'sort_order', 'version'],
    FOLLOW_UP_STATUSES.map((name, i) => [i + 1, name, i + 1, v()]),
  );
  await insertRows(
    db,
    'categories',
    ['id', 'name', 'version'],
    data.categories.map((name, i) => [i + 1, name, v()]),
  );
  await insertRows(
    db,
    'vendors',
    ['id', 'name', 'version'],
    data.vendors.map((name, i) => [i + 1, name, v()]),
  );
  await insertRows(
    db,
    'exception_types',
    ['id', 'name'],
    data.exceptionTypes.map((name, i) => [i + 1, name]),
  );

  await insertRows(
    db,
    'contacts',
    [
      'id',
      ...CONTACT_FIELDS,
      'contact_type',
      'contact_status',
      'created_at',
      'updated_at',
      'version',
    ],
    data.contacts.map((c) => [
      c.id,
      ...CONTACT_FIELDS.map((f) => c.fields[f] ?? null),
      c.contactType,
      c.status,
      iso(c.createdMs),
      iso(c.updatedMs),
      v(),
    ]),
  );

  const nextDue = (c: Customer) => {
    let min = Infinity;
    for (const a of c.agreements)
      for (const r of a.rows) if (r.status !== 'paid' && r.due < min) min = r.due;
    return Number.isFinite(min) ? isoDay(min) : null;
  };
  const frequencyOf = (c: Customer) => {
    const live = c.agreements.filter(running);
    const latest = (live.length ? live : c.agreements).reduce((x, y) =>
      y.activationDay > x.activationDay ? y : x,
    );
    return CUSTOMER_FREQUENCY[latest.term];
  };
  await insertRows(
    db,
    'customers',
    [
      'id',
      'contact_id',
      'account_status',
      'payment_frequency',
      'next_account_due_date',
      'notes',
      'created_at',
      'version',
    ],
    data.customers.map((c) => [
      c.id,
      c.contact.id,
      c.accountStatus,
      frequencyOf(c),
      nextDue(c),
      c.notes,
      iso(c.createdMs),
      v(),
    ]),
  );

  await insertRows(
    db,
    'flow_items',
    [
      'id',
      'name',
      'description',
      'model',
      'serial_number',
      'status',
      'procurement_date',
      'our_cost',
      'retail_price',
      'in_stock_units',
      'category_id',
      'vendor_id',
      'primary_image',
      'created_at',
      'updated_at',
      'version',
    ],
    data.items.map((i) => [
      i.id,
      i.name,
      i.description,
      i.model,
      i.serial,
      i.status,
      isoDay(i.procurementDay),
      money(i.costCents),
      i.retailCents === null ? null : money(i.retailCents),
      i.units,
      i.categoryId,
      i.vendorId,
      null,
      iso(i.createdMs),
      iso(i.updatedMs),
      v(),
    ]),
  );

  await insertRows(
    db,
    'agreements',
    [
      'id',
      'custom_agreement_id',
      'customer_id',
      'agreement_category',
      'agreement_status',
      'rental_term',
      'activation_date',
      'total_cost',
      'total_cost_after_discount',
      'good_customer_discount',
      'sac_price',
      'sac_period_days',
      'sac_expiration',
      'same_as_cash_option',
      'early_purchase_discount',
      'early_purchase_price',
      'activation_fee',
      'late_fee',
      'virtual_pmt_fee',
      'pmt_pickup_fee',
      'svc_fee',
      'field_visit_fee',
      'reinstatement_days',
      'lessor',
      'agreement_date',
      'lessor_signature_members',
      'notes',
      'created_at',
    ],
    data.agreements.map((a) => {
      const agreed = a.base * a.n + (a.adjustRow >= 0 ? a.adjustCents : 0);
      const total = a.discount
        ? Math.round(agreed / (1 - GOOD_CUSTOMER.discountPercent / 100))
        : agreed;
      const afterDiscount = a.discount
        ? agreed
        : Math.round(total * (1 - GOOD_CUSTOMER.discountPercent / 100));
      const paidCents = a.rows.reduce((s, r) => s + (r.status === 'paid' ? r.amount : 0), 0);
      const retail = a.items.reduce(
        (s, i) => s + (i.retailCents ?? Math.round(i.costCents * 1.8)),
        0,
      );
      const activation = clock.iso(a.activationDay, a.activationMinute);
      return [
        a.id,
        a.customId,
        a.customer.id,
        a.items[0]?.categoryName ?? null,
        a.status,
        a.term,
        activation,
        money(total),
        money(afterDiscount),
        a.discount,
        money(Math.min(Math.round(retail * 1.08), total)),
        a.sacDays,
        isoDay(a.activationDay + a.sacDays),
        a.sameAsCash,
        a.earlyOption,
        money(
          Math.max(
            0,
            Math.round(
              (agreed - paidCents) * EARLY_PURCHASE_SHARE[String(a.earlyOption) as '25' | '40'],
            ),
          ),
        ),
        AGREEMENT_DEFAULTS.activationFee,
        AGREEMENT_DEFAULTS.lateFee,
        AGREEMENT_DEFAULTS.virtualPmt,
        AGREEMENT_DEFAULTS.pmtFld,
        AGREEMENT_DEFAULTS.svcFee,
        AGREEMENT_DEFAULTS.feldVisit,
        REINSTATEMENT_DAYS[a.term],
        LESSOR_NAME,
        isoDay(a.activationDay),
        JSON.stringify(a.signers),
        a.notes,
        activation,
      ];
    }),
    ['lessor_signature_members'],
  );

  const agreementItems: unknown[][] = [];
  for (const a of data.agreements) {
    for (const i of a.items) {
      agreementItems.push([
        agreementItems.length + 1,
        a.id,
        i.id,
        i.name,
        i.categoryName,
        i.condition,
        i.status,
        i.retailCents === null ? null : money(i.retailCents),
        money(i.costCents),
        i.vendorName,
      ]);
    }
  }
  await insertRows(
    db,
    'agreement_items',
    [
      'id',
      'agreement_id',
      'flow_item_id',
      'item_name',
      'category',
      'item_condition',
      'item_status',
      'retail_price',
      'our_cost',
      'vendor_name',
    ],
    agreementItems,
  );

  const scheduled: unknown[][] = [];
  for (const a of data.agreements) {
    for (const r of a.rows) {
      scheduled.push([
        r.id,
        a.id,
        isoDay(r.due),
        money(r.amount),
        r.status === 'paid' ? money(r.amount) : 0,
        r.status,
        r.onTime,
      ]);
    }
  }
  await insertRows(
    db,
    'scheduled_payments',
    ['id', 'agreement_id', 'due_date', 'expected_amount', 'amount_paid', 'status', 'paid_on_time'],
    scheduled,
  );

  await insertRows(
    db,
    'payments',
    [
      'id',
      'agreement_id',
      'scheduled_payment_id',
      'amount_paid',
      'payment_method',
      'payment_status',
      'success',
      'transaction_id',
      'created_at',
    ],
    data.payments.map((p) => [
      p.id,
      p.agreementId,
      p.scheduledId,
      money(p.amount),
      p.method,
      'success',
      true,
      null,
      iso(p.createdMs),
    ]),
  );

  await insertRows(
    db,
    'exceptions',
    [
      'id',
      'exception_type_id',
      'customer_id',
      'payment_id',
      'scheduled_payment_id',
      'description',
      'processor_code',
      'created_at',
      'resolved_at',
      'resolution',
    ],
    data.exceptions.map((e, i) => [
      i + 1,
      e.typeId,
      e.customerId,
      e.paymentId,
      e.scheduledId,
      e.description,
      e.processorCode,
      e.createdAt,
      e.resolvedAt,
      e.resolution,
    ]),
  );

  await insertRows(
    db,
    'engagements',
    [
      'id',
      'contact_type',
      'initial_engagement',
      'engagement_date_time',
      'notes',
      'contact_id',
      'customer_id',
      'employee_id',
      'created_at',
      'updated_at',
      'version',
    ],
    data.engagements.map((e) => [
      e.id,
      e.contact.contactType,
      e.type,
      clock.iso(e.day, e.minute),
      e.notes,
      e.contact.id,
      e.contact.customer?.id ?? null,
      e.employee.id,
      iso(e.createdMs),
      iso(e.createdMs),
      v(),
    ]),
  );
  await insertRows(
    db,
    'follow_ups',
    [
      'id',
      'engagement_id',
      'employee_id',
      'required_engagement',
      'date_time',
      'status',
      'notes',
      'created_at',
      'updated_at',
      'version',
    ],
    data.followUps.map((f) => [
      f.id,
      f.engagement.id,
      f.employee.id,
      f.type,
      clock.iso(f.day, f.minute),
      f.status,
      f.notes,
      iso(f.createdMs),
      iso(f.updatedMs),
      v(),
    ]),
  );

  for (const table of SERIAL_TABLES) {
    await db.execute(
      `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 1), (select count(*) > 0 from ${table}))`,
    );
  }
  await db.execute('update sync_version set value = $1 where id = 1', [version]);

  return {
    employees: data.employees.length,
    contact_types: CONTACT_TYPES.length,
    engagement_types: engagementTypes.length,
    follow_up_statuses: FOLLOW_UP_STATUSES.length,
    categories: data.categories.length,
    vendors: data.vendors.length,
    exception_types: data.exceptionTypes.length,
    contacts: data.contacts.length,
    customers: data.customers.length,
    flow_items: data.items.length,
    agreements: data.agreements.length,
    agreement_items: agreementItems.length,
    scheduled_payments: scheduled.length,
    payments: data.payments.length,
    exceptions: data.exceptions.length,
    engagements: data.engagements.length,
    follow_ups: data.followUps.length,
  };
}
