/**
 * Month view (SPEC.md section 2, "Calendar"): Sunday-first weeks, days of other months dimmed,
 * today highlighted, up to 3 events a day then '+N more...' (the day's list). Below the wide
 * layout (a tablet), a cell is too narrow for a readable title: it shows the day's count with a
 * dot per module, and a tap opens the day's list (layout/month-summary.ts).
 */
import { Box, Button, Grid, HStack, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { CALENDAR } from '@rentline/sync-protocol/rules';
import type { CalendarEvent } from '@rentline/sync-protocol/wire';
import { formatDayKey } from '../layout/day-keys';
import { monthGrid } from '../layout/month-grid';
import { daySummary } from '../layout/month-summary';
import { monthMoreLabel, splitOverflow } from '../layout/overflow';
import { EventChips, eventPalette } from './event-parts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface Props {
  anchor: string;
  todayKey: string;
  byDay: Map<string, CalendarEvent[]>;
  timeZone: string;
  onOpenEvent: (event: CalendarEvent) => void;
  onShowDay: (dayKey: string) => void;
  onOpenDayView: (dayKey: string) => void;
}

function DaySummaryButton(props: {
  dayKey: string;
  events: CalendarEvent[];
  onShowDay: (dayKey: string) => void;
}) {
  const summary = daySummary(props.events, props.dayKey, eventPalette);
  if (!summary) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      minH="11"
      w="full"
      px="1"
      flexDirection="column"
      gap="0.5"
      aria-label={summary.name}
      onClick={() => props.onShowDay(props.dayKey)}
    >
      <Text as="span" textStyle="xs" fontWeight="semibold">
        {summary.label}
      </Text>
      <HStack gap="1" aria-hidden>
        {summary.palettes.map((p) => (
          <Box key={p} colorPalette={p} bg="colorPalette.solid" boxSize="2" rounded="full" />
        ))}
      </HStack>
    </Button>
  );
}

export function MonthView({ anchor, todayKey, byDay, timeZone, ...on }: Props) {
  const weeks = monthGrid(anchor, todayKey);
  const compact = useBreakpointValue({ base: true, lg: false }, { ssr: false }) ?? false;
  return (
    <Box
      role="table"
      aria-label={formatDayKey(anchor, 'MMMM yyyy')}
      borderWidth="1px"
      rounded="lg"
      overflow="hidden"
    >
      <Grid
        role="row"
        templateColumns="repeat(7, minmax(0, 1fr))"
        bg="bg.muted"
        borderBottomWidth="1px"
      >
        {WEEKDAYS.map((d) => (
          <Text
            role="columnheader"
            key={d}
            textAlign="center"
            py="2"
            fontWeight="semibold"
            textStyle="sm"
          >
            {d}
          </Text>
        ))}
      </Grid>
      {weeks.map((week) => (
        <Grid role="row" key={week[0]!.key} templateColumns="repeat(7, minmax(0, 1fr))">
          {week.map((cell) => {
            const events = byDay.get(cell.key) ?? [];
            const { shown, hidden } = splitOverflow(events, CALENDAR.monthCellEvents);
            return (
              <Stack
                role="cell"
                key={cell.key}
                gap="1"
                p="1"
                minH={{ base: '24', md: '32' }}
                borderEndWidth="1px"
                borderBottomWidth="1px"
                bg={cell.isToday ? 'brand.subtle' : cell.inMonth ? 'bg' : 'bg.muted'}
                // Days of the next and last month are told apart by their shade and a muted
                // number, not by opacity (it took their events below AA contrast).
                aria-current={cell.isToday ? 'date' : undefined}
              >
                <Button
                  variant={cell.isToday ? 'solid' : 'ghost'}
                  colorPalette={cell.isToday ? 'brand' : 'gray'}
                  color={cell.isToday || cell.inMonth ? undefined : 'fg.muted'}
                  size="sm"
                  // A 44 px touch target (WCAG 2.5.5), like every other control on the tablet.
                  minW="11"
                  h="11"
                  rounded="full"
                  alignSelf="flex-end"
                  aria-label={formatDayKey(cell.key, 'EEEE, MMMM d, yyyy')}
                  onClick={() => on.onOpenDayView(cell.key)}
                >
                  {cell.dayOfMonth}
                </Button>
                {compact ? (
                  <DaySummaryButton dayKey={cell.key} events={events} onShowDay={on.onShowDay} />
                ) : (
                  <EventChips events={shown} timeZone={timeZone} onOpen={on.onOpenEvent} />
                )}
                {!compact && hidden > 0 && (
                  <Button
                    variant="plain"
                    size="xs"
                    minH="11"
                    color="brand.fg"
                    justifyContent="flex-start"
                    px="1"
                    onClick={() => on.onShowDay(cell.key)}
                  >
                    {monthMoreLabel(hidden)}
                  </Button>
                )}
              </Stack>
            );
          })}
        </Grid>
      ))}
    </Box>
  );
}
