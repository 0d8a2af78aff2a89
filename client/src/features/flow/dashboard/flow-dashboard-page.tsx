/**
 * /flow (SPEC.md section 2, "Flow dashboard"): figures computed on the tablet from the local
 * replica (same definitions as GET /api/flow/metrics), so the dashboard works offline.
 */
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuPackage, LuPlus } from 'react-icons/lu';
import { useFlowMetrics } from '../api/use-flow-metrics';
import { formatCount } from '@/lib/format-numbers';
import { BreakdownCard } from './components/breakdown-card';
import { FeatureCards } from './components/feature-cards';
import { StatCards } from './components/stat-cards';

export function FlowDashboardPage() {
  const state = useFlowMetrics();
  const metrics = state?.metrics;
  const downloading = state && !state.bootstrapped && metrics?.overall_metrics.total_items === 0;
  return (
    <Stack gap="6">
      <HStack justify="space-between" align="start" wrap="wrap" gap="4">
        <Box>
          <Heading as="h1" size="2xl">
            Flow Dashboard
          </Heading>
          <Text color="fg.muted">Inventory Management &amp; Insights</Text>
        </Box>
        <HStack gap="3" wrap="wrap">
          <Button asChild colorPalette="brand">
            <RouterLink to="/flow/new">
              <LuPlus /> Add New Item
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/flow/instock">
              <LuPackage /> View Instock Items
            </RouterLink>
          </Button>
        </HStack>
      </HStack>

      {downloading && (
        <Text color="fg.muted" role="status">
          The inventory is still downloading to this tablet; the figures fill in as it arrives.
        </Text>
      )}

      <StatCards metrics={metrics?.overall_metrics} />

      <FeatureCards inStock={formatCount(metrics?.overall_metrics.in_stock_items)} />

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <BreakdownCard
          title="Category Breakdown"
          empty="No categorised items yet."
          rows={metrics?.category_breakdown.map((c) => ({
            name: c.category_name,
            count: c.item_count,
            value: c.category_value,
          }))}
        />
        <BreakdownCard
          title="Top Vendors"
          empty="No vendor items yet."
          rows={metrics?.top_vendors.map((v) => ({
            name: v.vendor_name,
            count: v.item_count,
            value: v.vendor_inventory_value,
          }))}
        />
      </SimpleGrid>
    </Stack>
  );
}
