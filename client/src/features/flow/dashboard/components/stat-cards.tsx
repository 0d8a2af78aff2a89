/** Total Items, In Stock, On Rent and Inventory Value (USD), from the local replica. */
import { Card, Icon, SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuBoxes, LuDollarSign, LuPackageCheck, LuTruck } from 'react-icons/lu';
import type { FlowMetrics } from '@rentline/sync-protocol/wire';
import { formatCount, formatMoney } from '@/lib/format-numbers';

interface StatCardProps {
  label: string;
  value: string;
  help: string;
  icon: IconType;
  palette: string;
  loading: boolean;
}

function StatCard({ label, value, help, icon, palette, loading }: StatCardProps) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Stat.Root as="div">
          <Stat.Label as="p" display="flex" alignItems="center" gap="2">
            <Icon as={icon} color={`${palette}.fg`} aria-hidden />
            {label}
          </Stat.Label>
          <Skeleton loading={loading} minW="16">
            <Stat.ValueText as="p">{value}</Stat.ValueText>
          </Skeleton>
          <Stat.HelpText as="p">{help}</Stat.HelpText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

export function StatCards({ metrics }: { metrics: FlowMetrics['overall_metrics'] | undefined }) {
  const loading = metrics === undefined;
  return (
    <SimpleGrid as="section" aria-label="Inventory figures" columns={{ base: 2, lg: 4 }} gap="4">
      <StatCard
        label="Total Items"
        value={formatCount(metrics?.total_items)}
        help="Every item in the inventory"
        icon={LuBoxes}
        palette="orange"
        loading={loading}
      />
      <StatCard
        label="In Stock"
        value={formatCount(metrics?.in_stock_items)}
        help="Ready to rent"
        icon={LuPackageCheck}
        palette="green"
        loading={loading}
      />
      <StatCard
        label="On Rent"
        value={formatCount(metrics?.on_rent_items)}
        help="With customers"
        icon={LuTruck}
        palette="blue"
        loading={loading}
      />
      <StatCard
        label="Inventory Value"
        value={formatMoney(metrics?.total_inventory_value)}
        help="USD, cost of the units in stock"
        icon={LuDollarSign}
        palette="purple"
        loading={loading}
      />
    </SimpleGrid>
  );
}
