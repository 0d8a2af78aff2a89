/** A margin in its colour band (green ≥ 40%, yellow ≥ 20%, else red), exposed as `data-margin`. */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { formatPercent, formatMoney } from '@/lib/format-numbers';
import { MARGIN_PALETTE, type ProfitAnalysis } from '../margin';

export function MarginText({ analysis }: { analysis: ProfitAnalysis }) {
  if (analysis.percent === null) {
    return (
      <Text color="fg.muted" data-margin="none">
        N/A
      </Text>
    );
  }
  return (
    <Stack gap="0.5" align="flex-start">
      <Badge
        colorPalette={MARGIN_PALETTE[analysis.level]}
        variant="subtle"
        data-margin={analysis.level}
      >
        {formatPercent(analysis.percent, 1)}
      </Badge>
      <Text textStyle="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
        {formatMoney(analysis.profit)}
      </Text>
    </Stack>
  );
}
