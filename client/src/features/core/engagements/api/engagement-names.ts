/**
 * The names an engagement or follow-up is shown with, joined on the tablet as the server's
 * list joins them: the contact (and its type), the customer account, the employee.
 * Reads only the rows asked for, so a page of 50 engagements reads 50 contacts at most.
 */
import type { Engagement } from '@rentline/sync-protocol/wire';
import type { LocalDb } from '@/local-db/db';

export interface NameBook {
  contact: (id: string | null) => { name: string; email: string; type: string | null } | null;
  customer: (id: number | null) => string | null;
  employee: (id: number | null) => string | null;
}

const unique = <T>(values: (T | null | undefined)[]) => [
  ...new Set(values.filter((v): v is T => v !== null && v !== undefined)),
];

export async function loadNames(
  db: LocalDb,
  refs: {
    contactIds?: (string | null)[];
    customerIds?: (number | null)[];
    employeeIds?: (number | null)[];
  },
): Promise<NameBook> {
  const contactIds = unique(refs.contactIds ?? []);
  const customerIds = unique(refs.customerIds ?? []);
  const employeeIds = unique(refs.employeeIds ?? []);
  const [contacts, customers, employees] = await Promise.all([
    db.contacts.bulkGet(contactIds),
    db.lookups.bulkGet(customerIds.map((id) => ['customer_option', id] as const)),
    db.lookups.bulkGet(employeeIds.map((id) => ['employee', id] as const)),
  ]);
  const contactMap = new Map(
    contacts.flatMap((c) =>
      c ? [[c.id, { name: c.full_name, email: c.email, type: c.contact_type }] as const] : [],
    ),
  );
  const customerMap = new Map(customers.flatMap((c) => (c ? [[c.id, c.name] as const] : [])));
  const employeeMap = new Map(employees.flatMap((e) => (e ? [[e.id, e.name] as const] : [])));
  return {
    contact: (id) => (id ? (contactMap.get(id) ?? null) : null),
    customer: (id) => (id === null ? null : (customerMap.get(id) ?? null)),
    employee: (id) => (id === null ? null : (employeeMap.get(id) ?? null)),
  };
}

/** Names for a set of engagements (and, optionally, more employees such as follow-up owners). */
export const loadEngagementNames = (
  db: LocalDb,
  engagements: Engagement[],
  moreEmployeeIds: (number | null)[] = [],
) =>
  loadNames(db, {
    contactIds: engagements.map((e) => e.contact_id),
    customerIds: engagements.map((e) => e.customer_id),
    employeeIds: [...engagements.map((e) => e.employee_id), ...moreEmployeeIds],
  });
