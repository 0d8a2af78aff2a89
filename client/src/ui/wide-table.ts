/**
 * Wide tables on a tablet (SPEC.md's lists at 768 to 1180 px, portrait and landscape): below
 * the `xl` breakpoint a table shows its main columns only and folds each secondary column into
 * a line of the cell beside it, so nothing scrolls sideways and every row action stays in view.
 * From `xl` up (a desktop) every column has its own.
 */

/** A secondary column's header and cells: shown from `xl` up. */
export const wideColumn = { hideBelow: 'xl' } as const;

/** The folded line that stands for a secondary column in a main cell: shown below `xl`. */
export const foldedLine = { hideFrom: 'xl' } as const;

/** A row action's label beside its icon: read aloud always, shown from `xl` up. */
export const wideLabel = { srOnly: { base: true, xl: false } } as const;

/**
 * A cell's free text, a customer's name: wraps onto more lines at its spaces and hyphens. A table
 * in a Table.ScrollArea keeps every cell on one line, so a long name would widen the table past
 * its frame on a tablet.
 */
export const wrapsText = { whiteSpace: 'normal' } as const;
