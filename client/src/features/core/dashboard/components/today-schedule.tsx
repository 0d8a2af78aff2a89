/**
 * 'Today's Schedule' (SPEC.md section 2, "Today widget"): the signed-in employee's events today,
 * from the tablet, at most 4 then '+N more events today'. Without an employee id it shows the
 * load-failed state with 'No employee ID found'.
 */
import { Badge, Box, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuCalendarDays } from 'react-icons/lu';
import { TODAY_WIDGET_MAX_EVENTS } from '@rentline/sync-protocol/rules';
import { TOASTS } from '@rentline/sync-protocol/texts';
import { useTodayEvents } from '@/features/core/calendar/api/use-today-events';
import { MODULE_PALETTES, moduleOf } from '@/features/core/engagements/api/module-marker';
import { dayKeyOf, formatTime } from '@/lib/store-time';

function Failed({ reason }: { reason: string }) {
  return (
    <Stack gap="1" role="alert" py="4">
      <Text fontWeight="semibold" color="red.fg">
        {TOASTS.scheduleLoadFailed}
      </Text>
      <Text color="fg.muted">{TOASTS.todayEventsFailed}</Text>
      <Text color="fg.muted" textStyle="sm">
        {reason}
      </Text>
    </Stack>
  );
}

function TodayEvents({ employeeId, timeZone }: { employeeId: number; timeZone: string }) {
  const state = useTodayEvents(employeeId, timeZone);
  if (state === undefined) return <Skeleton height="24" />;
  if (state.error) return <Failed reason={state.error.message} />;
  if (state.events.length === 0) {
    return (
      <Text color="fg.muted" py="4">
        No events scheduled for today
      </Text>
    );
  }
  const shown = state.events.slice(0, TODAY_WIDGET_MAX_EVENTS);
  const more = state.events.length - shown.length;
  return (
    <Stack gap="2" as="ul" listStyleType="none" aria-label="Today's events">
      {shown.map((e) => (
        <HStack
          as="li"
          key={e.id}
          gap="3"
          colorPalette={MODULE_PALETTES[moduleOf(e.title)]}
          borderStartWidth="4px"
          borderStartColor="colorPalette.solid"
          bg="colorPalette.subtle"
          rounded="md"
          px="3"
          py="2"
          minH="11"
        >
          <Text fontWeight="semibold" w="5rem" flexShrink={0} textStyle="sm">
            {formatTime(e.datetime, timeZone)}
          </Text>
          <Box flex="1" minW="0">
            <Text fontWeight="medium" truncate>
              {e.title}
            </Text>
            <Text textStyle="sm" color="fg.muted" truncate>
              {e.contact_name ?? 'Unknown Contact'}
            </Text>
          </Box>
          <Badge colorPalette={e.type === 'engagement' ? 'blue' : 'orange'} variant="subtle">
            {e.type === 'engagement' ? 'Engagement' : 'Follow-up'}
          </Badge>
        </HStack>
      ))}
      {more > 0 && (
        <Text as="li" color="fg.muted" textStyle="sm">
          +{more} more events today
        </Text>
      )}
    </Stack>
  );
}

export function TodaySchedule({
  employeeId,
  timeZone,
}: {
  employeeId: number | null;
  timeZone: string;
}) {
  const today = dayKeyOf(Date.now(), timeZone);
  return (
    <Card.Root as="section" aria-labelledby="today-schedule-title">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading id="today-schedule-title" as="h2" size="lg">
            Today's Schedule
          </Heading>
          <Button asChild variant="ghost" colorPalette="brand" size="sm" minH="11">
            <RouterLink to={`/core/calendar?view=day&date=${today}`}>
              <LuCalendarDays /> View Calendar
            </RouterLink>
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        {employeeId === null ? (
          <Failed reason={TOASTS.noEmployeeId} />
        ) : (
          <TodayEvents employeeId={employeeId} timeZone={timeZone} />
        )}
      </Card.Body>
    </Card.Root>
  );
}
