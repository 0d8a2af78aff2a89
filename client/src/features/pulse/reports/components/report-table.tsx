import { Table } from '@chakra-ui/react';
import type { CsvValue } from '@/lib/csv';
import { formatCount, formatMoney, NO_VALUE } from '@/lib/format-numbers';
import { formatDay } from '@/lib/format';
import type { ReportTable as Data } from '../report-tables';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function cellText(value: CsvValue, header: string): string {
  if (value === null || value === undefined) return NO_VALUE;
  if (typeof value === 'object') return formatMoney(Number(value.decimal));
  if (typeof value === 'number') return header.endsWith('%') ? `${value}%` : formatCount(value);
  return DAY.test(value) ? formatDay(value) : value;
}

/** The table behind a report's chart, with its total row; the figures the CSV export holds. */
export function ReportTable({ table, caption }: { table: Data; caption: string }) {
  const numeric = (i: number) => i > 0;
  return (
    // Focusable, so a keyboard can scroll a table wider than the screen (revenue on a tablet).
    <Table.ScrollArea
      borderWidth="1px"
      rounded="md"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <Table.Root size="sm" striped>
        <Table.Caption captionSide="top" textAlign="start" srOnly>
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {table.header.map((h, i) => (
              <Table.ColumnHeader key={h} textAlign={numeric(i) ? 'end' : 'start'}>
                {h}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {table.rows.map((row, r) => (
            <Table.Row key={r}>
              {row.map((value, i) => (
                <Table.Cell key={i} textAlign={numeric(i) ? 'end' : 'start'}>
                  {cellText(value, table.header[i]!)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
        {table.totalRow && (
          <Table.Footer>
            <Table.Row fontWeight="semibold">
              {table.totalRow.map((value, i) => (
                <Table.Cell key={i} textAlign={numeric(i) ? 'end' : 'start'}>
                  {cellText(value, table.header[i]!)}
                </Table.Cell>
              ))}
            </Table.Row>
          </Table.Footer>
        )}
      </Table.Root>
    </Table.ScrollArea>
  );
}
