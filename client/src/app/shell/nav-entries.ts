/**
 * The navigation drawer's groups and entries, as SPEC.md section 2 lists them, and the
 * managers' screens beside Store Settings (issue 49): an entry a role may not open is not shown.
 */
import type { IconType } from 'react-icons';
import { can, type Action, type Role } from '@rentline/sync-protocol/rules';
import { LuActivity, LuBoxes, LuHandshake, LuLayoutDashboard } from 'react-icons/lu';

export type NavEntry =
  | { kind: 'link'; label: string; to: string; permission?: Action }
  | { kind: 'disabled'; label: string; to: string }
  | { kind: 'time-clock'; label: string; to: string };

export interface NavGroup {
  id: 'core' | 'connect' | 'pulse' | 'flow';
  label: string;
  icon: IconType;
  /** Paths that belong to the group (its own prefix plus Pulse's short aliases). */
  prefixes: string[];
  entries: NavEntry[];
}

export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'core',
    label: 'Core',
    icon: LuLayoutDashboard,
    prefixes: ['/core'],
    entries: [
      { kind: 'link', label: 'Dashboards', to: '/core' },
      { kind: 'link', label: 'Contacts', to: '/core/contacts' },
      { kind: 'link', label: 'Engagements', to: '/core/engagements' },
      { kind: 'link', label: 'Calendar', to: '/core/calendar' },
      { kind: 'time-clock', label: 'Time Clock', to: '/core/timeclock' },
    ],
  },
  {
    id: 'connect',
    label: 'Connect',
    icon: LuHandshake,
    prefixes: ['/connect'],
    entries: [
      { kind: 'disabled', label: 'Sales Pipeline', to: '/connect' },
      { kind: 'disabled', label: 'Marketing', to: '/connect/marketing' },
    ],
  },
  {
    id: 'pulse',
    label: 'Pulse',
    icon: LuActivity,
    prefixes: ['/pulse', '/customers', '/agreements', '/payments', '/exceptions'],
    entries: [
      { kind: 'link', label: 'Home', to: '/pulse' },
      { kind: 'link', label: 'Accounts', to: '/pulse/customers' },
      { kind: 'link', label: 'Recent Agreements', to: '/pulse/agreements' },
      { kind: 'link', label: 'Payment Log', to: '/pulse/payments' },
      { kind: 'link', label: 'Process Payment', to: '/pulse/payment' },
      { kind: 'link', label: 'Delinquent Accounts', to: '/pulse/exceptions' },
      { kind: 'link', label: 'Collections', to: '/pulse/collections' },
      { kind: 'link', label: 'My visits today', to: '/pulse/collections/visits' },
      { kind: 'link', label: 'End of Day', to: '/pulse/end-of-day' },
      { kind: 'link', label: 'Reports', to: '/pulse/reports' },
      { kind: 'link', label: 'Store Settings', to: '/pulse/settings' },
      { kind: 'link', label: 'Employees', to: '/pulse/employees', permission: 'employees.manage' },
      { kind: 'link', label: 'Audit', to: '/pulse/audit', permission: 'audit.read' },
    ],
  },
  {
    id: 'flow',
    label: 'Flow',
    icon: LuBoxes,
    prefixes: ['/flow'],
    entries: [
      { kind: 'link', label: 'Dashboard', to: '/flow' },
      { kind: 'link', label: 'Instock Items', to: '/flow/instock' },
    ],
  },
];

/** The groups with only the entries `role` may open. */
export function navGroupsFor(role: Role): NavGroup[] {
  return NAV_GROUPS.map((group) => ({
    ...group,
    entries: group.entries.filter(
      (entry) => entry.kind !== 'link' || !entry.permission || can(role, entry.permission),
    ),
  }));
}

const matches = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Pulse is open by default, plus the group of the current path. */
export function initiallyOpenGroups(pathname: string): NavGroup['id'][] {
  const current = NAV_GROUPS.find((g) => g.prefixes.some((p) => matches(pathname, p)));
  return current && current.id !== 'pulse' ? ['pulse', current.id] : ['pulse'];
}
