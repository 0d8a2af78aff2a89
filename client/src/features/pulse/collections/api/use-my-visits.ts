/**
 * "My visits today" from the replica (works with no signal after the morning's sync): the open
 * field visits of the signed-in employee, in their saved route order. The order is kept on the
 * tablet per employee and day (kv `visit-route:<employee>:<day>`); it names only follow-up ids.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from '@/local-db/app-db';
import { inRouteOrder, visitsOfDay, type Visit } from '../visit-route';

const routeKey = (employeeId: number, day: string) => `visit-route:${employeeId}:${day}`;

export function useMyVisits(
  employeeId: number | null,
  today: string,
  timeZone: string,
): Visit[] | undefined {
  return useLiveQuery(async () => {
    if (employeeId === null) return [];
    const followUps = await localDb.followUps.where('employee_id').equals(employeeId).toArray();
    const engagementIds = [
      ...new Set(followUps.flatMap((f) => (f.engagement_id ? [f.engagement_id] : []))),
    ];
    const engagements = (await localDb.engagements.bulkGet(engagementIds)).filter((e) => !!e);
    const saved = await localDb.kv.get(routeKey(employeeId, today));
    const order = saved ? (JSON.parse(saved.value) as string[]) : [];
    return inRouteOrder(visitsOfDay(followUps, engagements, employeeId, today, timeZone), order);
  }, [employeeId, today, timeZone]);
}

/** Keeps the route as it is now on screen (follow-up ids, first stop first). */
export async function saveVisitRoute(employeeId: number, day: string, route: string[]) {
  await localDb.kv.put({ key: routeKey(employeeId, day), value: JSON.stringify(route) });
}
