/**
 * Profit analysis of an item: profit and margin (profit divided by retail price, SPEC.md
 * section 9, computed by the protocol's `profitOf`) and the margin's colour band: green at 40%
 * or more, yellow at 20% or more, else red; no retail price means no margin ('N/A').
 */
import { MARGIN_THRESHOLDS, profitOf } from '@rentline/sync-protocol/rules';

export type MarginLevel = 'good' | 'fair' | 'poor' | 'none';

export function marginLevel(percent: number | null | undefined): MarginLevel {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return 'none';
  if (percent >= MARGIN_THRESHOLDS.good) return 'good';
  if (percent >= MARGIN_THRESHOLDS.fair) return 'fair';
  return 'poor';
}

/** The Chakra palette of each band (the screens also expose the band as `data-margin`). */
export const MARGIN_PALETTE: Record<MarginLevel, 'green' | 'yellow' | 'red' | 'gray'> = {
  good: 'green',
  fair: 'yellow',
  poor: 'red',
  none: 'gray',
};

export interface ProfitAnalysis {
  profit: number | null;
  percent: number | null;
  level: MarginLevel;
}

export function profitAnalysis(our_cost: number, retail_price: number | null): ProfitAnalysis {
  const { profit_amount, profit_margin_percent } = profitOf({ our_cost, retail_price });
  return {
    profit: profit_amount,
    percent: profit_margin_percent,
    level: marginLevel(profit_margin_percent),
  };
}
