/**
 * The user menu, loaded on the first tap of its button (or when a pointer or focus reaches
 * it): its menu and positioning code is not needed to show any screen. Until then the same
 * button stands in; the tap that loads the menu also opens it.
 */
import { Suspense, useState } from 'react';
import type { Employee } from '@rentline/sync-protocol/wire';
import { useOwnPendingCount } from '@/sync';
import { lazyNamed } from '../lazy-named';
import { AccountButton } from './account-button';

const UserMenu = lazyNamed(() => import('./user-menu'), 'UserMenu');
const warm = () => void UserMenu.preload().catch(() => undefined);

export function AccountMenu({ employee }: { employee: Employee }) {
  // Counted from the start, so a quick 'Sign out' still asks when changes wait. Only this
  // person's own waiting changes are worth a question: someone else's stay on the device for
  // that person whatever this one does (ForeignChangesBanner says so).
  const ownPending = useOwnPendingCount(employee.id);
  const [wanted, setWanted] = useState(false);
  const standIn = (
    <AccountButton
      employee={employee}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={warm}
      onFocus={warm}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <UserMenu employee={employee} ownPending={ownPending} defaultOpen />
    </Suspense>
  );
}
