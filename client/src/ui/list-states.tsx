/**
 * What a Pulse list shows instead of rows: skeleton rows, an empty message, a load failure, a
 * note that it is not on this device yet; and which of them, decided once (`listShown`).
 */
import type { ReactNode } from 'react';
import { Button, EmptyState, Text, VStack } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuInbox, LuTriangleAlert, LuWifiOff } from 'react-icons/lu';

/**
 * Said in place of a section whose data is not on the device and is not being read (offline with
 * no copy, or the read failed): not a skeleton that would never fill.
 */
export const NOT_LOADED_YET = 'Not loaded yet';

/** What the list states read of a list's query (a TanStack Query result has all of it). */
export interface ListSource {
  isError: boolean;
  /** The rows are another filter's, kept on screen while this one's load. */
  isPlaceholderData: boolean;
}

export type ListShown = 'not-on-device' | 'failed' | 'empty' | 'table';

/**
 * Which state a list is in:
 * - `not-on-device`: offline with no copy of this list. Nothing will load (TanStack Query pauses
 *   the read, or its first try failed), and another filter's rows are not this list. Neither
 *   skeleton rows nor a failure with a Try Again that cannot work offline.
 * - `failed`: online, the read failed and there is no copy.
 * - `empty`: no rows, in this list's own answer (another filter's empty list is not this one's).
 * - `table`: the rows, or skeleton rows while the first page loads.
 */
export function listShown(
  rows: readonly unknown[] | undefined,
  source: ListSource,
  online: boolean,
): ListShown {
  const copy = rows !== undefined && !source.isPlaceholderData;
  if (!copy && !online) return 'not-on-device';
  if (!copy && source.isError) return 'failed';
  if (copy && rows.length === 0) return 'empty';
  return 'table';
}

/**
 * The rows a list's table shows: none yet (skeleton rows) while a new filter loads after one that
 * found nothing. Another filter's rows stay on screen, dimmed (`staleRows`), only when there are some.
 */
export function rowsShown<T>(rows: T[] | undefined, source: ListSource): T[] | undefined {
  return source.isPlaceholderData && rows?.length === 0 ? undefined : rows;
}

/**
 * The table body's props while its rows are another filter's (kept on screen as the new ones
 * load): dimmed, busy and inert, so no one opens a row of the list they just left.
 */
export const staleRows = (stale: boolean) =>
  stale ? ({ inert: true, 'aria-busy': true, opacity: 0.5 } as const) : {};

/**
 * The attributes of a box standing in for content while it loads: a status region, busy, named
 * for what loads. A name on a box with no role is one no screen reader reads (and axe reports).
 */
export const loadingRegion = (label: string) =>
  ({ role: 'status', 'aria-busy': true, 'aria-label': label }) as const;

/**
 * Rows standing in for a table's rows while they load (styled by the theme's global CSS). The
 * last `wideColumns` of the `columns` stand for secondary columns, hidden below `xl` as theirs
 * are (ui/wide-table.ts).
 */
export function SkeletonRows({
  rows,
  columns,
  wideColumns = 0,
}: {
  rows: number;
  columns: number;
  wideColumns?: number;
}) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r} aria-hidden data-testid="skeleton-row" data-skeleton-row="">
          {Array.from({ length: columns }, (_, c) => (
            <td key={c} data-wide-only={c >= columns - wideColumns ? '' : undefined}>
              <div className="skeleton-bar" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

export function EmptyList({
  title,
  description,
  icon: Indicator = LuInbox,
}: {
  title: string;
  description?: ReactNode;
  icon?: IconType;
}) {
  return (
    <EmptyState.Root size="md" borderWidth="1px" rounded="xl" bg="bg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Indicator />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/**
 * In a list's place offline with no copy of it on the device. The screen's DataAgeNote says when
 * it appears ("once the device has been online here"); this says what is missing.
 */
export function NotOnDevice({ title }: { title: string }) {
  return <EmptyList icon={LuWifiOff} title={title} />;
}

/**
 * A list's body in whichever state `listShown` decides: not on the device, failed (with Try
 * Again), empty, or the table (`children`, which shows skeleton rows while the first page loads).
 */
export function ListBody(props: {
  rows: readonly unknown[] | undefined;
  source: ListSource & { error: Error | null; refetch: () => unknown };
  online: boolean;
  /** What is missing, offline with no copy ('The customers list is not on this device yet'). */
  notOnDevice: string;
  empty: ReactNode;
  children: ReactNode;
}) {
  switch (listShown(props.rows, props.source, props.online)) {
    case 'not-on-device':
      return <NotOnDevice title={props.notOnDevice} />;
    case 'failed':
      return (
        <LoadFailed
          message={props.source.error?.message ?? ''}
          onRetry={() => void props.source.refetch()}
        />
      );
    case 'empty':
      return props.empty;
    case 'table':
      return props.children;
  }
}

/** Shown when a list could not be read online and there is no earlier copy of it. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <EmptyState.Root size="md" borderWidth="1px" rounded="xl" bg="bg" borderColor="red.muted">
      <EmptyState.Content>
        <EmptyState.Indicator color="red.fg">
          <LuTriangleAlert />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <EmptyState.Title>Could not load this list</EmptyState.Title>
          <Text color="fg.muted">{message}</Text>
          <Button variant="outline" onClick={onRetry}>
            Try Again
          </Button>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
