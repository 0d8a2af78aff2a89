/**
 * Week view (SPEC.md section 2): Sunday to Saturday, an hourly row from 6 AM to 10 PM, up to 2
 * events a cell then '+N' (that day's list). All seven days fit a portrait tablet (820 px): the
 * day columns share the width (no minimum that would push Saturday off screen), chips there
 * drop the time (the row says the hour) and wrap their title, and '+N' is a touch-sized button.
 */
import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import { CALENDAR } from '@rentline/sync-protocol/rules';
import type { CalendarEvent } from '@rentline/sync-protocol/wire';
import { formatDayKey } from '../layout/day-keys';
import { moreEventsName, splitOverflow, weekMoreLabel } from '../layout/overflow';
import { cellKey } from '../layout/place-events';
import { hourLabel, WEEK_HOURS, weekDays } from '../layout/week-rows';
import { EventChips } from './event-parts';

interface Props {
  anchor: string;
  todayKey: string;
  byCell: Map<string, CalendarEvent[]>;
  timeZone: string;
  onOpenEvent: (event: CalendarEvent) => void;
  onShowDay: (dayKey: string) => void;
  onOpenDayView: (dayKey: string) => void;
}

const COLUMNS = '3.5rem repeat(7, minmax(0, 1fr))';

export function WeekView({ anchor, todayKey, byCell, timeZone, ...on }: Props) {
  const days = weekDays(anchor);
  return (
    <Box borderWidth="1px" rounded="lg" overflow="hidden">
      <Box role="table" aria-label={`Week of ${formatDayKey(days[0]!, 'MMMM d, yyyy')}`}>
        <Grid role="row" templateColumns={COLUMNS} bg="bg.muted" borderBottomWidth="1px">
          <Box role="columnheader" aria-label="Time" />
          {days.map((d) => (
            <Box role="columnheader" key={d} aria-current={d === todayKey ? 'date' : undefined}>
              <Button
                variant="ghost"
                size="sm"
                w="full"
                minH="11"
                rounded="none"
                flexDirection="column"
                gap="0"
                bg={d === todayKey ? 'brand.subtle' : undefined}
                aria-label={formatDayKey(d, 'EEEE, MMMM d, yyyy')}
                onClick={() => on.onOpenDayView(d)}
              >
                <Text textStyle="xs" color="fg.muted">
                  {formatDayKey(d, 'EEE')}
                </Text>
                <Text fontWeight="semibold">{formatDayKey(d, 'd')}</Text>
              </Button>
            </Box>
          ))}
        </Grid>
        {WEEK_HOURS.map((hour) => (
          <Grid role="row" key={hour} templateColumns={COLUMNS} borderBottomWidth="1px">
            <Text role="rowheader" textStyle="xs" color="fg.muted" textAlign="end" pe="2" pt="1">
              {hourLabel(hour)}
            </Text>
            {days.map((d) => {
              const { shown, hidden } = splitOverflow(
                byCell.get(cellKey(d, hour)) ?? [],
                CALENDAR.weekCellEvents,
              );
              return (
                <Stack
                  role="cell"
                  key={d}
                  gap="1"
                  p="0.5"
                  minH="12"
                  borderStartWidth="1px"
                  bg={d === todayKey ? 'brand.subtle/40' : undefined}
                >
                  <EventChips events={shown} timeZone={timeZone} onOpen={on.onOpenEvent} />
                  {hidden > 0 && (
                    <Button
                      variant="plain"
                      size="sm"
                      minH="11"
                      w="full"
                      color="brand.fg"
                      fontWeight="semibold"
                      justifyContent="flex-start"
                      px="1"
                      aria-label={moreEventsName(hidden, d)}
                      onClick={() => on.onShowDay(d)}
                    >
                      {weekMoreLabel(hidden)}
                    </Button>
                  )}
                </Stack>
              );
            })}
          </Grid>
        ))}
      </Box>
    </Box>
  );
}
