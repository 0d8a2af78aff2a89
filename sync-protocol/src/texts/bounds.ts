/** Refusals of a value its column cannot hold (rules/column-bounds.ts), naming the field. */
import { fixed } from '../money/number-format';
import type { DecimalBound, IntBound } from '../rules/column-bounds';

export const BOUND_TEXTS = {
  tooLong: (b: { label: string; max: number }) => `${b.label} must be at most ${b.max} characters`,
  nul: (b: { label: string }) => `${b.label} must not contain a NUL character`,
  /** A path parameter (validate.ts `idParam`) holding what no column can. */
  unstorable: 'Must not hold a NUL character or bytes that are not UTF-8',
  tooLarge: (b: DecimalBound | IntBound) =>
    `${b.label} must be at most ${fixed(b.max, b.kind === 'decimal' ? b.scale : 0)}`,
  tooSmall: (b: DecimalBound | IntBound, min: number) =>
    `${b.label} must be at least ${fixed(min, b.kind === 'decimal' ? b.scale : 0)}`,
} as const;
