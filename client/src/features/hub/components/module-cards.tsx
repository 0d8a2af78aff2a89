import type { ReactNode } from 'react';
import {
  Badge,
  Box,
  HStack,
  Heading,
  Icon,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { IconType } from 'react-icons';
import { LuActivity, LuArrowRight, LuBoxes, LuHandshake, LuLayoutDashboard } from 'react-icons/lu';
import { can } from '@rentline/sync-protocol/rules';
import { roleOf, useSession } from '@/api/session';
import {
  COUNTING,
  formatCompactCount,
  formatCount,
  formatWholeDollars,
} from '@/lib/format-numbers';
import { Sparkline } from '@/ui/sparkline';
import { trendLine } from '../api/get-trends';
import type { HubFigures } from '../api/use-hub-figures';
import { FreshnessNote } from './freshness-note';

interface Figure {
  value: string;
  label: string;
  loading?: boolean;
  /** Drawn beside the value: its last 8 weeks. */
  trend?: ReactNode;
}

function Figures({ items }: { items: Figure[] }) {
  return (
    <SimpleGrid columns={{ base: 2, md: Math.min(items.length, 3) }} gap="3">
      {items.map((item) => (
        <Box key={item.label}>
          <HStack gap="2">
            <Skeleton loading={item.loading ?? false} rounded="md" minW="12">
              <Text fontSize="2xl" fontWeight="bold" lineHeight="short">
                {item.value}
              </Text>
            </Skeleton>
            {item.trend && <Box color="colorPalette.fg">{item.trend}</Box>}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {item.label}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

interface ModuleCardProps {
  title: string;
  description: string;
  icon: IconType;
  palette: string;
  to?: string;
  badge?: string;
  children?: ReactNode;
}

function ModuleCard({ title, description, icon, palette, to, badge, children }: ModuleCardProps) {
  const active = Boolean(to);
  return (
    <LinkBox
      as="article"
      colorPalette={palette}
      borderWidth="1px"
      rounded="2xl"
      p="5"
      display="flex"
      flexDirection="column"
      gap="4"
      // Not dimmed with opacity: that took its texts below the contrast WCAG AA asks for.
      bg={active ? 'bg' : 'bg.subtle'}
      borderStyle={active ? 'solid' : 'dashed'}
      transition="box-shadow 0.15s, border-color 0.15s"
      _hover={active ? { shadow: 'md', borderColor: 'colorPalette.muted' } : undefined}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      <HStack gap="3" align="start">
        <Box p="3" rounded="xl" bg="colorPalette.subtle" color="colorPalette.fg">
          <Icon as={icon} boxSize="6" aria-hidden />
        </Box>
        <Stack gap="0.5" flex="1">
          <HStack gap="2">
            <Heading as="h3" size="lg">
              {to ? (
                <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
                  <Link to={to}>{title}</Link>
                </LinkOverlay>
              ) : (
                title
              )}
            </Heading>
            {badge && (
              <Badge colorPalette={active ? palette : 'gray'} variant="subtle">
                {badge}
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        </Stack>
        {active && <Icon as={LuArrowRight} color="fg.subtle" aria-hidden mt="1" />}
      </HStack>
      {children}
    </LinkBox>
  );
}

/** Core, Connect, Pulse and Flow; Connect is announced, not clickable. */
export function ModuleCards({ figures }: { figures: HubFigures }) {
  const { summary, summaryLoading, trends, trendsLoading, local, freshness, retry } = figures;
  // The role read as the app shell reads it: usePermission's module would be the only thing the
  // hub loads for it (0.3 KB gzipped, of the 1 KB its trends may add).
  const money = can(roleOf(useSession().employee), 'reports.money');
  const lastWeek = trends?.weeks.at(-1);
  const localLoading = local === undefined;
  // Until the first download ends, the tablet's count is partial: say so rather than show it.
  const localCount = (n: number | undefined) => (local?.complete ? formatCount(n) : COUNTING);
  return (
    <Box as="section" aria-labelledby="modules-title">
      <Heading id="modules-title" as="h2" size="lg" mb="3">
        Modules
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <ModuleCard
          title="Core"
          description="Internal management: contacts, engagements and the calendar."
          icon={LuLayoutDashboard}
          palette="blue"
          to="/core"
          badge="Active"
        >
          <Figures
            items={[
              {
                value: localCount(local?.contacts),
                label: 'Total Contacts',
                loading: localLoading,
              },
            ]}
          />
        </ModuleCard>
        <ModuleCard
          title="Connect"
          description="Universal Connector, Coming Q3 2025"
          icon={LuHandshake}
          palette="purple"
          badge="Coming Soon"
        />
        <ModuleCard
          title="Pulse"
          description="Account management, payment tracking, agreements and credit risk."
          icon={LuActivity}
          palette="green"
          to="/pulse"
          badge="Active"
        >
          <Figures
            items={[
              {
                value: formatCompactCount(summary?.scheduled_payments),
                label: 'Scheduled Payments',
                loading: summaryLoading,
              },
              {
                value: formatCount(summary?.due_this_week),
                label: 'Due This Week',
                loading: summaryLoading,
              },
              {
                value: formatCount(summary?.delinquent_accounts),
                label: `Delinquent Accounts (${formatWholeDollars(summary?.overdue_amount)} overdue)`,
                loading: summaryLoading,
                trend: <Sparkline {...trendLine(trends, 'overdue_amount')} />,
              },
              {
                value: formatCount(lastWeek?.active_agreements),
                label: 'Active Agreements',
                loading: trendsLoading,
                trend: <Sparkline {...trendLine(trends, 'active_agreements')} />,
              },
              ...(money
                ? [
                    {
                      value: formatWholeDollars(lastWeek?.revenue),
                      label: 'Revenue, Last 7 Days',
                      loading: trendsLoading,
                      trend: <Sparkline {...trendLine(trends, 'revenue')} />,
                    },
                  ]
                : []),
            ]}
          />
          <FreshnessNote freshness={freshness} onRetry={retry} />
        </ModuleCard>
        <ModuleCard
          title="Flow"
          description="Inventory: stock, items on rent, vendors and categories."
          icon={LuBoxes}
          palette="orange"
          to="/flow"
          badge="Active"
        >
          <Figures
            items={[
              {
                value: localCount(local?.flowItems),
                label: 'Inventory Items',
                loading: localLoading,
              },
            ]}
          />
        </ModuleCard>
      </SimpleGrid>
    </Box>
  );
}
