import type { ReactNode } from 'react';
import { Badge, Box, Flex, Heading, HStack, Icon, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuTrendingDown, LuTrendingUp, LuUsers, LuWallet } from 'react-icons/lu';
import type { IconType } from 'react-icons';
import { MODULE_MARKERS } from '@rentline/sync-protocol/rules';
import { formatCompactMoney, formatCount, formatPercent } from '@/lib/format-numbers';
import type { HubFigures } from '../api/use-hub-figures';
import { FreshnessNote } from './freshness-note';

function HeroFigure(props: { icon: IconType; loading: boolean; children: ReactNode }) {
  return (
    <HStack
      gap="3"
      px="4"
      py="3"
      minH="12"
      rounded="xl"
      bg="whiteAlpha.200"
      borderWidth="1px"
      borderColor="whiteAlpha.300"
    >
      <Icon as={props.icon} boxSize="5" aria-hidden />
      <Skeleton loading={props.loading} minW="32" rounded="md">
        <Text fontSize="lg" fontWeight="semibold">
          {props.children}
        </Text>
      </Skeleton>
    </HStack>
  );
}

/** Welcome banner: modules, active customers, value under management, monthly trend. */
export function HubHero({ name, figures }: { name: string | null; figures: HubFigures }) {
  const { summary, summaryLoading, freshness, retry } = figures;
  const firstName = name?.trim().split(/\s+/)[0];
  const increase = summary?.monthly_increase_percent;
  const falling = typeof increase === 'number' && increase < 0;
  // The words say the direction, the figure its size.
  const change = typeof increase === 'number' ? Math.abs(increase) : increase;

  return (
    <Box
      as="section"
      aria-labelledby="hub-title"
      rounded="2xl"
      px={{ base: '5', md: '8' }}
      py={{ base: '6', md: '8' }}
      color="white"
      bgGradient="to-br"
      gradientFrom="brand.800"
      gradientVia="brand.600"
      gradientTo="brand.400"
      shadow="md"
    >
      <Stack gap="5">
        <Flex gap="3" align="center" wrap="wrap">
          <Badge size="lg" variant="solid" bg="whiteAlpha.300" color="white">
            {MODULE_MARKERS.length} Integrated Modules
          </Badge>
          <Text fontSize="sm" color="whiteAlpha.800">
            Platform Hub
          </Text>
        </Flex>
        <Stack gap="2">
          <Heading id="hub-title" as="h1" size={{ base: '2xl', md: '3xl' }}>
            {firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
          </Heading>
          <Text color="whiteAlpha.900" maxW="2xl">
            Contacts, engagements, accounts, payments and inventory in one place, on this device
            with or without a signal.
          </Text>
        </Stack>
        <Flex gap="3" wrap="wrap">
          <HeroFigure icon={LuUsers} loading={summaryLoading}>
            {formatCount(summary?.active_customers)} Active Customers
          </HeroFigure>
          <HeroFigure icon={LuWallet} loading={summaryLoading}>
            {formatCompactMoney(summary?.managed_value)} Under Management
          </HeroFigure>
          <HeroFigure icon={falling ? LuTrendingDown : LuTrendingUp} loading={summaryLoading}>
            {formatPercent(change)} {falling ? 'Monthly Decrease' : 'Monthly Increase'}
          </HeroFigure>
        </Flex>
        <FreshnessNote freshness={freshness} onRetry={retry} tone="onDark" />
      </Stack>
    </Box>
  );
}
