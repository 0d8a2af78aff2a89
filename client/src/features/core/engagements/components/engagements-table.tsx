/**
 * 'Recent Engagements' (SPEC.md section 2): a table from 1280 px up; cards below, where eight
 * columns and their touch-sized actions do not fit (a tablet held either way). The engagement
 * just created is marked 'Just added', lit for a moment and scrolled into view.
 *
 * Each row is drawn again only when what it shows changed: a save, a dialog opening or closing
 * or the list read again leaves the other rows as they were (on a slow tablet, drawing fifty
 * rows again was most of the time from Save to the dialog closed).
 */
import { memo } from 'react';
import {
  Card,
  HStack,
  SimpleGrid,
  Stack,
  Table,
  Text,
  useBreakpointValue,
  type SystemStyleObject,
} from '@chakra-ui/react';
import type { EngagementItem } from '../api/engagement-items';
import { formatDateTime } from '@/lib/store-time';
import { paletteFromData, plainBadge } from '@/ui/plain-badge';
import { ModuleBadge } from './badges';
import { DateTime } from './date-time';
import {
  contactLabel,
  EngagementRowActions,
  FollowUpCountButton,
  InitialEngagement,
  type EngagementActions,
} from './engagement-row-parts';

interface Props {
  items: EngagementItem[];
  /** Kept the same object from render to render (useEngagementDialogs), so rows need not redraw. */
  actions: EngagementActions;
  timeZone: string;
  /** The engagement just created, and whether its background is still lit. */
  highlightId?: string | null;
  lit?: boolean;
}

/** Scrolls the row into view once the closing dialog has let go of the page's scrolling. */
const scrollIntoView = (node: HTMLElement | null) => {
  if (node) setTimeout(() => node.scrollIntoView({ block: 'center', behavior: 'smooth' }), 350);
};

const highlight = (marked: boolean, lit: boolean) => ({
  ref: marked ? scrollIntoView : undefined,
  'data-row': '',
  'data-lit': lit ? '' : undefined,
});

/**
 * What a row shows after a save (lit, 'Just added', 'Pending sync'), styled once by the table or
 * the grid that holds the rows, so its styles are in the page before the first save. Drawn by
 * each row instead, the first save inserted their rules into the page's cascade layers, and the
 * browser styled and laid out the whole page again: 2,891 elements, about 290 ms of a slow
 * tablet's first save against 30 ms for the next (issue 50, point 6).
 */
const rowStates: SystemStyleObject = {
  '& [data-row]': { transition: 'background-color 1s ease-out' },
  '& [data-row][data-lit]': { bg: 'brand.subtle' },
  '& .engagement-row__badge': { ...plainBadge, ...paletteFromData('green', 'orange') },
};

function RowBadges({ marked, pending }: { marked: boolean; pending: boolean }) {
  return (
    <>
      {marked && (
        <span className="engagement-row__badge" data-palette="green">
          Just added
        </span>
      )}
      {pending && (
        <span
          className="engagement-row__badge"
          data-palette="orange"
          title="Saved on this tablet, not yet on the server"
        >
          Pending sync
        </span>
      )}
    </>
  );
}

interface RowProps {
  item: EngagementItem;
  timeZone: string;
  marked: boolean;
  lit: boolean;
  actions: EngagementActions;
}

/** Whether two rows show the same: the list is read afresh, so equal rows are new objects. */
function sameRow(a: RowProps, b: RowProps): boolean {
  if (a.timeZone !== b.timeZone || a.marked !== b.marked || a.lit !== b.lit) return false;
  if (a.actions !== b.actions) return false;
  const x = a.item;
  const y = b.item;
  if (
    x.contactName !== y.contactName ||
    x.contactType !== y.contactType ||
    x.customerName !== y.customerName ||
    x.employeeName !== y.employeeName ||
    x.followUpCount !== y.followUpCount ||
    x.pending !== y.pending
  )
    return false;
  const keys = Object.keys(x.engagement) as (keyof typeof x.engagement)[];
  return (
    keys.length === Object.keys(y.engagement).length &&
    keys.every((k) => x.engagement[k] === y.engagement[k])
  );
}

export function EngagementsTable(props: Props) {
  // Read at the first render (no server rendering here): the default would render cards first
  // and swap in the table after an effect, replacing every row under the reader.
  const layout = useBreakpointValue({ base: 'cards', xl: 'table' }, { ssr: false }) ?? 'table';
  return layout === 'table' ? <WideTable {...props} /> : <NarrowCards {...props} />;
}

/** The same element every time: the table drawn again with a new row does not draw it again. */
const TABLE_HEADER = (
  <Table.Header>
    <Table.Row>
      <Table.ColumnHeader>Contact</Table.ColumnHeader>
      <Table.ColumnHeader>Contact Type</Table.ColumnHeader>
      <Table.ColumnHeader>Type</Table.ColumnHeader>
      <Table.ColumnHeader>Initial Engagement</Table.ColumnHeader>
      <Table.ColumnHeader>Employee</Table.ColumnHeader>
      <Table.ColumnHeader>Date &amp; Time</Table.ColumnHeader>
      <Table.ColumnHeader textAlign="center">Follow-Ups</Table.ColumnHeader>
      <Table.ColumnHeader>Actions</Table.ColumnHeader>
    </Table.Row>
  </Table.Header>
);

function WideTable({ items, timeZone, highlightId, lit, actions }: Props) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" interactive aria-label="Recent Engagements" css={rowStates}>
        {TABLE_HEADER}
        <Table.Body>
          {items.map((item) => {
            const marked = item.engagement.id === highlightId;
            return (
              <EngagementTableRow
                key={item.engagement.id}
                item={item}
                timeZone={timeZone}
                marked={marked}
                lit={marked && !!lit}
                actions={actions}
              />
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function NarrowCards({ items, timeZone, highlightId, lit, actions }: Props) {
  return (
    <SimpleGrid
      columns={{ base: 1, md: 2 }}
      gap="3"
      as="ul"
      listStyleType="none"
      aria-label="Recent Engagements"
      css={rowStates}
    >
      {items.map((item) => {
        const marked = item.engagement.id === highlightId;
        return (
          <EngagementCard
            key={item.engagement.id}
            item={item}
            timeZone={timeZone}
            marked={marked}
            lit={marked && !!lit}
            actions={actions}
          />
        );
      })}
    </SimpleGrid>
  );
}

const EngagementTableRow = memo(function EngagementTableRow(props: RowProps) {
  const { item, timeZone, marked, lit, actions } = props;
  return (
    <Table.Row {...highlight(marked, lit)}>
      <Table.Cell fontWeight="semibold" whiteSpace="normal" minW="32">
        <Stack gap="1" align="flex-start">
          {contactLabel(item)}
          <RowBadges marked={marked} pending={item.pending} />
        </Stack>
      </Table.Cell>
      <Table.Cell whiteSpace="normal">{item.contactType ?? 'N/A'}</Table.Cell>
      <Table.Cell>
        <ModuleBadge text={item.engagement.initial_engagement} />
      </Table.Cell>
      <Table.Cell whiteSpace="normal" minW="48" maxW="64">
        <InitialEngagement item={item} />
      </Table.Cell>
      <Table.Cell whiteSpace="normal">{item.employeeName ?? 'Unknown Employee'}</Table.Cell>
      <Table.Cell>
        <DateTime instant={item.engagement.engagement_date_time} timeZone={timeZone} />
      </Table.Cell>
      <Table.Cell textAlign="center">
        <FollowUpCountButton item={item} onShow={() => actions.onShowFollowUps(item)} />
      </Table.Cell>
      <Table.Cell>
        <EngagementRowActions item={item} actions={actions} />
      </Table.Cell>
    </Table.Row>
  );
}, sameRow);

const EngagementCard = memo(function EngagementCard(props: RowProps) {
  const { item, timeZone, marked, lit, actions } = props;
  return (
    <Card.Root as="li" size="sm" {...highlight(marked, lit)}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0.5">
            <Text fontWeight="semibold">{contactLabel(item)}</Text>
            <Text color="fg.muted" textStyle="sm">
              {item.contactType ?? 'N/A'} · {item.employeeName ?? 'Unknown Employee'}
            </Text>
          </Stack>
          <HStack gap="1" wrap="wrap" justify="flex-end">
            <RowBadges marked={marked} pending={item.pending} />
            <ModuleBadge text={item.engagement.initial_engagement} />
          </HStack>
        </HStack>
        <InitialEngagement item={item} />
        <Text textStyle="sm">{formatDateTime(item.engagement.engagement_date_time, timeZone)}</Text>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <HStack gap="2">
            <FollowUpCountButton item={item} onShow={() => actions.onShowFollowUps(item)} />
            <Text textStyle="sm" color="fg.muted">
              Follow-Ups
            </Text>
          </HStack>
          <EngagementRowActions item={item} actions={actions} />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}, sameRow);
