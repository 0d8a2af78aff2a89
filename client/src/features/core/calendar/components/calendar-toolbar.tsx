/**
 * The calendar's controls (SPEC.md section 2): previous, next and Today; Month, Week or Day;
 * and the type, module and employee filters.
 */
import {
  Field,
  HStack,
  IconButton,
  Button,
  NativeSelect,
  SegmentGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { MODULE_MARKERS } from '@rentline/sync-protocol/rules';
import type { CalendarFilters } from '../layout/filters';
import { CALENDAR_VIEWS, type CalendarView } from '../layout/navigation';

const VIEW_LABELS: Record<CalendarView, string> = { month: 'Month', week: 'Week', day: 'Day' };

interface NavProps {
  title: string;
  view: CalendarView;
  onStep: (step: 1 | -1) => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
}

export function CalendarNavigation({ title, view, onStep, onToday, onView }: NavProps) {
  const unit = VIEW_LABELS[view].toLowerCase();
  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ md: 'center' }}
      gap="3"
    >
      <HStack gap="2">
        <IconButton variant="outline" aria-label={`Previous ${unit}`} onClick={() => onStep(-1)}>
          <LuChevronLeft />
        </IconButton>
        <IconButton variant="outline" aria-label={`Next ${unit}`} onClick={() => onStep(1)}>
          <LuChevronRight />
        </IconButton>
        <Button variant="outline" onClick={onToday}>
          Today
        </Button>
        <Text as="h2" fontWeight="semibold" textStyle="xl" ms="2" aria-live="polite">
          {title}
        </Text>
      </HStack>
      <SegmentGroup.Root
        size="lg"
        value={view}
        aria-label="Calendar view"
        onValueChange={(e) => e.value && onView(e.value as CalendarView)}
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items
          items={CALENDAR_VIEWS.map((v) => ({ value: v, label: VIEW_LABELS[v] }))}
        />
      </SegmentGroup.Root>
    </Stack>
  );
}

interface FilterSelectProps {
  label: string;
  value: string;
  options: [string, string][];
  onChange: (value: string) => void;
}

function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  return (
    <Field.Root width={{ base: 'full', sm: '48' }}>
      <Field.Label textStyle="xs" color="fg.muted">
        {label}
      </Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function CalendarFilterBar({
  filters,
  onChange,
  seeOthers = true,
}: {
  filters: CalendarFilters;
  onChange: (f: CalendarFilters) => void;
  /** Other employees' events are a manager's to see (roles.ts `calendar.others`). */
  seeOthers?: boolean;
}) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3" wrap="wrap">
      <FilterSelect
        label="Event type"
        value={filters.type}
        options={[
          ['all', 'All Events'],
          ['engagement', 'Engagements'],
          ['follow_up', 'Follow-ups'],
        ]}
        onChange={(v) => onChange({ ...filters, type: v as CalendarFilters['type'] })}
      />
      <FilterSelect
        label="Module"
        value={filters.module}
        options={[['all', 'All Modules'], ...MODULE_MARKERS.map((m): [string, string] => [m, m])]}
        onChange={(v) => onChange({ ...filters, module: v as CalendarFilters['module'] })}
      />
      <FilterSelect
        label="Employee"
        value={filters.who}
        options={
          seeOthers
            ? [
                ['all', 'All Events'],
                ['mine', 'My Events'],
              ]
            : [['mine', 'My Events']]
        }
        onChange={(v) => onChange({ ...filters, who: v as CalendarFilters['who'] })}
      />
    </Stack>
  );
}
