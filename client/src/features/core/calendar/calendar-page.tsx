/**
 * /core/calendar (SPEC.md section 2, "Calendar"): engagements and follow-ups on a month, week
 * or day, computed on the tablet from the local replica (works offline, shows a change the
 * moment it is made). Days are store days. The view and the day shown live in the URL.
 */
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Badge,
  Box,
  Button,
  Card,
  Grid,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import type { CalendarEvent } from '@rentline/sync-protocol/wire';
import { useSession } from '@/api/session';
import { usePermission } from '@/api/use-permission';
import { dayKeyOf, dayRangeMs } from '@/lib/store-time';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { CreateEngagementDialogSlot } from '@/ui/create-engagement-slot';
import { loadingRegion } from '@/ui/list-states';
import { useCalendarEvents } from './api/use-calendar-events';
import { CalendarFilterBar, CalendarNavigation } from './components/calendar-toolbar';
import { DayEventsDialog, EventDetailsDialog } from './components/event-dialogs';
import { EventList } from './components/event-list';
import { MonthView } from './components/month-view';
import { WeekView } from './components/week-view';
import { filterEvents, NO_FILTERS } from './layout/filters';
import {
  CALENDAR_VIEWS,
  rangeTitle,
  shiftAnchor,
  visibleDays,
  type CalendarView,
} from './layout/navigation';
import { eventsByDay, eventsByWeekCell } from './layout/place-events';

const isView = (v: string | null): v is CalendarView => CALENDAR_VIEWS.includes(v as CalendarView);
const isDayKey = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);

function CalendarSkeleton() {
  return (
    <Grid templateColumns="repeat(7, 1fr)" gap="1" {...loadingRegion('Loading calendar')}>
      {Array.from({ length: 35 }, (_, i) => (
        <Skeleton key={i} height="24" />
      ))}
    </Grid>
  );
}

export function CalendarPage() {
  const timeZone = useStoreTimeZone();
  const employeeId = useSession().employee?.id ?? null;
  const [params, setParams] = useSearchParams();
  const todayKey = dayKeyOf(Date.now(), timeZone);
  const view: CalendarView = isView(params.get('view'))
    ? (params.get('view') as CalendarView)
    : 'month';
  const anchor = isDayKey(params.get('date')) ? params.get('date')! : todayKey;
  const [chosen, setFilters] = useState(NO_FILTERS);
  // Someone who may not see other employees' calendars sees their own events only.
  const seeOthers = usePermission('calendar.others').allowed;
  const filters = useMemo(
    () => (seeOthers ? chosen : { ...chosen, who: 'mine' as const }),
    [chosen, seeOthers],
  );
  const [creating, setCreating] = useState(false);
  const [openEvent, setOpenEvent] = useState<CalendarEvent | null>(null);
  const [listDay, setListDay] = useState<string | null>(null);

  const go = (next: { view?: CalendarView; date?: string }) =>
    setParams({ view: next.view ?? view, date: next.date ?? anchor }, { replace: true });

  const { first, last } = visibleDays(anchor, view);
  const state = useCalendarEvents(dayRangeMs(first, timeZone).from, dayRangeMs(last, timeZone).to);
  const all = state && !state.error ? state.events : undefined;
  const shown = useMemo(
    () => filterEvents(all ?? [], filters, employeeId),
    [all, filters, employeeId],
  );
  const byDay = useMemo(() => eventsByDay(shown, timeZone), [shown, timeZone]);
  const byCell = useMemo(() => eventsByWeekCell(shown, timeZone), [shown, timeZone]);
  const showDayView = (date: string) => go({ view: 'day', date });

  return (
    <Stack gap="5">
      <HStack justify="space-between" align="start" wrap="wrap" gap="4">
        <HStack gap="3" align="center">
          <Heading as="h1" size="2xl">
            Calendar
          </Heading>
          <Badge colorPalette="brand" variant="subtle" size="lg" aria-live="polite">
            {all ? `${shown.length} of ${all.length} events` : 'Loading...'}
          </Badge>
        </HStack>
        <Button colorPalette="brand" onClick={() => setCreating(true)}>
          <LuPlus /> New Engagement
        </Button>
      </HStack>

      <Card.Root>
        <Card.Body gap="4">
          <CalendarNavigation
            title={rangeTitle(anchor, view)}
            view={view}
            onStep={(step) => go({ date: shiftAnchor(anchor, view, step) })}
            onToday={() => go({ date: todayKey })}
            onView={(v) => go({ view: v })}
          />
          <CalendarFilterBar filters={filters} onChange={setFilters} seeOthers={seeOthers} />
          {state === undefined ? (
            <CalendarSkeleton />
          ) : state.error ? (
            <Box textAlign="center" py="12" role="alert">
              <Text fontWeight="semibold" color="red.fg">
                Failed to load calendar
              </Text>
              <Text color="fg.muted">Please try refreshing the page</Text>
            </Box>
          ) : view === 'month' ? (
            <MonthView
              anchor={anchor}
              todayKey={todayKey}
              byDay={byDay}
              timeZone={timeZone}
              onOpenEvent={setOpenEvent}
              onShowDay={setListDay}
              onOpenDayView={showDayView}
            />
          ) : view === 'week' ? (
            <WeekView
              anchor={anchor}
              todayKey={todayKey}
              byCell={byCell}
              timeZone={timeZone}
              onOpenEvent={setOpenEvent}
              onShowDay={setListDay}
              onOpenDayView={showDayView}
            />
          ) : shown.length === 0 ? (
            <Text color="fg.muted" textAlign="center" py="12">
              No events scheduled for this day
            </Text>
          ) : (
            <EventList events={shown} timeZone={timeZone} onOpenEvent={setOpenEvent} />
          )}
        </Card.Body>
      </Card.Root>

      <CreateEngagementDialogSlot
        open={creating}
        onOpenChange={setCreating}
        description="Create a new engagement that will appear in your calendar"
      />
      <DayEventsDialog
        day={listDay}
        events={listDay ? (byDay.get(listDay) ?? []) : []}
        timeZone={timeZone}
        onOpenEvent={setOpenEvent}
        onClose={() => setListDay(null)}
      />
      <EventDetailsDialog
        event={openEvent}
        timeZone={timeZone}
        onClose={() => setOpenEvent(null)}
      />
    </Stack>
  );
}
