/**
 * Staff: the demo accounts (when wanted), the lessor's signers and the store staff. Only the
 * demo accounts can sign in (demo@ a manager, demo2@ a clerk); the others get a hash no password
 * matches. Roles: the signers and the assistant store manager are managers, collections and
 * delivery staff collectors, the rest clerks.
 */
import { LESSOR_SIGNATURE_MEMBERS } from '@rentline/sync-protocol/rules';
import { SIGNER_TITLES, STAFF } from './catalog/people';
import type { DemoContext } from './context';
import type { Employee } from './dataset';
import { emailLocal, pad } from './format';
import type { Row } from './insert';
import { DEMO_ACCOUNTS } from './targets';

/** Share of the engagements each demo account takes, in DEMO_ACCOUNTS order. */
const DEMO_ACCOUNT_WEIGHTS = [22, 13] as const;

export function generateEmployees(ctx: DemoContext, includeDemoAccounts: boolean): Employee[] {
  const { clock, today, faker } = ctx;
  const r = ctx.rng.employees;
  const employees: Employee[] = [];
  const usedEmails = new Set<string>();
  const add = (e: Omit<Employee, 'id' | 'createdAt'>) => {
    usedEmails.add(e.email);
    employees.push({
      id: employees.length + 1,
      ...e,
      createdAt: clock.iso(today - r.int(90, 1400), 8 * 60 + 30),
    });
  };
  const unusableHash = () => 'disabled$' + Array.from(r.bytes16(), (b) => pad(b, 3)).join('');
  const companyEmail = (first: string, last: string) =>
    `${emailLocal(first, last)}@rentline.example`;

  if (includeDemoAccounts) {
    DEMO_ACCOUNTS.forEach(({ fullName, email, jobTitle, role }, i) =>
      add({
        fullName,
        email,
        jobTitle,
        role,
        passwordHash: null,
        signer: false,
        weight: DEMO_ACCOUNT_WEIGHTS[i],
      }),
    );
  }
  LESSOR_SIGNATURE_MEMBERS.forEach((name, i) => {
    const [first, last] = name.split(' ');
    add({
      fullName: name,
      email: companyEmail(first, last),
      jobTitle: SIGNER_TITLES[i],
      role: 'manager',
      passwordHash: unusableHash(),
      signer: true,
      weight: 1,
    });
  });
  for (const staff of STAFF) {
    let first: string;
    let last: string;
    do {
      first = faker.person.firstName();
      last = faker.person.lastName();
    } while (usedEmails.has(companyEmail(first, last)));
    add({
      fullName: `${first} ${last}`,
      email: companyEmail(first, last),
      jobTitle: staff.jobTitle,
      role: staff.role,
      passwordHash: unusableHash(),
      signer: false,
      weight: 6,
    });
  }
  return employees;
}

/** `demoHash` is the demo accounts' password hash. */
export function employeeRows(
  employees: Employee[],
  demoHash: string,
  version: () => number,
): Row[] {
  return employees.map((e) => ({
    id: e.id,
    full_name: e.fullName,
    email: e.email,
    job_title: e.jobTitle,
    role: e.role,
    password_hash: e.passwordHash ?? demoHash,
    is_lessor_signer: e.signer,
    created_at: e.createdAt,
    version: version(),
  }));
}
