/** The dialog's profit analysis: profit and margin of the typed cost and retail price, live. */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { formatPercent, formatMoney } from '@/lib/format-numbers';
import { MARGIN_PALETTE, profitAnalysis } from '../margin';

const numberOf = (text: string) => {
  const n = text.trim() === '' ? NaN : Number(text);
  return Number.isFinite(n) ? n : null;
};

export function ProfitAnalysis({ ourCost, retailPrice }: { ourCost: string; retailPrice: string }) {
  const cost = numberOf(ourCost);
  const analysis = profitAnalysis(cost ?? 0, cost === null ? null : numberOf(retailPrice));
  const palette = MARGIN_PALETTE[analysis.level];
  return (
    <Box
      as="section"
      aria-label="Profit analysis"
      borderWidth="1px"
      rounded="lg"
      p="4"
      bg={`${palette}.subtle`}
      borderColor={`${palette}.muted`}
    >
      <Text fontWeight="semibold" mb="2">
        Profit Analysis
      </Text>
      <HStack gap="8" wrap="wrap">
        <Stack gap="0">
          <Text textStyle="sm" color="fg.muted">
            Profit
          </Text>
          <Text textStyle="lg" fontWeight="semibold">
            {analysis.profit === null ? 'N/A' : formatMoney(analysis.profit)}
          </Text>
        </Stack>
        <Stack gap="0">
          <Text textStyle="sm" color="fg.muted">
            Margin
          </Text>
          <Text
            textStyle="lg"
            fontWeight="semibold"
            color={`${palette}.fg`}
            data-margin={analysis.level}
          >
            {analysis.percent === null ? 'N/A' : formatPercent(analysis.percent, 1)}
          </Text>
        </Stack>
      </HStack>
    </Box>
  );
}
