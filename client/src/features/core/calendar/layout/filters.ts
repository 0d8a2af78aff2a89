/** The calendar's filters (SPEC.md section 2): type, module (by the title's marker) and "My Events". */
import type { ModuleMarker } from '@rentline/sync-protocol/rules';
import type { CalendarEvent } from '@rentline/sync-protocol/wire';
import { moduleOf } from '@/features/core/engagements/api/module-marker';

export interface CalendarFilters {
  type: 'all' | CalendarEvent['type'];
  module: 'all' | ModuleMarker;
  who: 'all' | 'mine';
}

export const NO_FILTERS: CalendarFilters = { type: 'all', module: 'all', who: 'all' };

export function filterEvents(
  events: readonly CalendarEvent[],
  filters: CalendarFilters,
  employeeId: number | null,
): CalendarEvent[] {
  return events.filter(
    (e) =>
      (filters.type === 'all' || e.type === filters.type) &&
      (filters.module === 'all' || moduleOf(e.title) === filters.module) &&
      (filters.who === 'all' || (employeeId !== null && e.employee_id === employeeId)),
  );
}
