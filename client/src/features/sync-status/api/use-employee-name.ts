import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from '@/local-db/app-db';

/** An employee's name from the replicated employee list (null while unknown). */
export function useEmployeeName(id: number | null): string | null {
  return (
    useLiveQuery(
      async () =>
        id === null ? null : ((await localDb.lookups.get(['employee', id]))?.name ?? null),
      [id],
    ) ?? null
  );
}
