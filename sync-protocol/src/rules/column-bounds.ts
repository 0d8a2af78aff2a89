/**
 * What a stored column can hold, declared once (columns.ts) and read on both sides: the server's
 * entities declare their columns with these bounds (varchar(n), numeric(p, s), integer), and the
 * protocol's schemas refuse what a column would not hold, with a message that names the field.
 * So a form refuses exactly what the server refuses, and no input reaches the database as an
 * error it cannot store (too long, out of range, a NUL character). The refusals' words are
 * texts/bounds.ts.
 */

/** Text of at most `max` characters (a varchar(max) column). */
export interface TextBound {
  readonly kind: 'text';
  readonly max: number;
  readonly label: string;
}

/** A decimal column numeric(precision, scale): its largest magnitude is `max`. */
export interface DecimalBound {
  readonly kind: 'decimal';
  readonly precision: number;
  readonly scale: number;
  readonly max: number;
  readonly label: string;
}

/** An integer column (PostgreSQL `int`, 32 bits). */
export interface IntBound {
  readonly kind: 'int';
  readonly min: number;
  readonly max: number;
  readonly label: string;
}

export type ColumnBound = TextBound | DecimalBound | IntBound;

export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

export const text = (max: number, label: string): TextBound => ({ kind: 'text', max, label });

export const decimal = (precision: number, scale: number, label: string): DecimalBound => ({
  kind: 'decimal',
  precision,
  scale,
  // numeric(12,2) holds up to 9,999,999,999.99.
  max: Number((10 ** (precision - scale) - 10 ** -scale).toFixed(scale)),
  label,
});

export const int = (label: string): IntBound => ({
  kind: 'int',
  min: INT4_MIN,
  max: INT4_MAX,
  label,
});

/** Money columns are numeric(12,2); the agreement's fees numeric(8,2). */
export const money = (label: string) => decimal(12, 2, label);
export const fee = (label: string) => decimal(8, 2, label);

/** PostgreSQL text cannot hold the NUL character (U+0000). */
export const hasNul = (s: string) => s.includes('\u0000');

/** Half of a surrogate pair without its other half: UTF-16 that has no UTF-8 form. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text no column can hold, whatever its type: a NUL character or a lone surrogate. */
export const unstorableText = (s: string) => hasNul(s) || LONE_SURROGATE.test(s);
