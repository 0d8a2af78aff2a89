/**
 * 'Category Breakdown' and 'Top Vendors': the first 5 by inventory value (name, item count, value,
 * and a bar for its share of the largest).
 *
 * The rows are plain elements styled once by their list (as the contact cards are,
 * contact-card.tsx): the dashboard is drawn whole each time an item is entered, and a dozen Chakra
 * components per row (with a Progress state machine each) were most of that drawing on a slow
 * tablet. The bar is Chakra's outline Progress (size xs) in the theme's tokens.
 */
import { Card, chakra, Skeleton, Stack, Text, type SystemStyleObject } from '@chakra-ui/react';
import { formatCount, formatMoney } from '@/lib/format-numbers';

export interface BreakdownRow {
  name: string;
  count: number;
  value: number;
}

interface Props {
  title: string;
  rows: BreakdownRow[] | undefined;
  empty: string;
}

const rowStyles: SystemStyleObject = {
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  listStyleType: 'none',
  '& .breakdown__row': { display: 'flex', flexDirection: 'column', gap: '1.5' },
  '& .breakdown__line': {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: '3',
  },
  '& .breakdown__name': { fontWeight: 'semibold' },
  '& .breakdown__count': { textStyle: 'sm', color: 'fg.muted' },
  '& .breakdown__value': { fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' },
  '& .breakdown__track': {
    position: 'relative',
    overflow: 'hidden',
    h: '1.5',
    borderRadius: 'l1',
    bg: 'bg.muted',
    shadow: 'inset',
  },
  '& .breakdown__range': {
    h: '100%',
    bg: 'orange.solid',
    transitionProperty: 'width',
    transitionDuration: 'slow',
  },
};

export function BreakdownCard({ title, rows, empty }: Props) {
  const top = Math.max(1, ...(rows ?? []).map((r) => r.value));
  const id = `breakdown-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Header>
        <Card.Title id={id} as="h2">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {rows === undefined ? (
          <Stack gap="3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height="10" />
            ))}
          </Stack>
        ) : rows.length === 0 ? (
          <Text color="fg.muted">{empty}</Text>
        ) : (
          <chakra.ol css={rowStyles}>
            {rows.map((row) => {
              const share = Math.round(Math.max(0, (row.value / top) * 100));
              return (
                <li className="breakdown__row" key={row.name}>
                  <div className="breakdown__line">
                    <div>
                      <p className="breakdown__name">{row.name}</p>
                      <p className="breakdown__count">
                        {formatCount(row.count)} {row.count === 1 ? 'item' : 'items'}
                      </p>
                    </div>
                    <p className="breakdown__value">{formatMoney(row.value)}</p>
                  </div>
                  <div
                    className="breakdown__track"
                    role="progressbar"
                    aria-label={`${row.name}: share of the largest`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={share}
                  >
                    <div className="breakdown__range" style={{ width: `${share}%` }} />
                  </div>
                </li>
              );
            })}
          </chakra.ol>
        )}
      </Card.Body>
    </Card.Root>
  );
}
