/**
 * The row actions' column of a wide table (Delete, Resolve, View). From 768 px up the tables fit
 * their frame (their secondary columns fold, ui/wide-table.ts); on a narrower screen a table
 * scrolls sideways inside its frame, and this column stays at the frame's right edge, so a row's
 * actions are always in reach without scrolling. Spread it on the column's header and on each
 * row's cell.
 */
export const stickyActionColumn = {
  position: 'sticky',
  insetEnd: '0',
  bg: 'bg',
  zIndex: '1',
  boxShadow: 'inset 1px 0 0 var(--chakra-colors-border)',
} as const;
