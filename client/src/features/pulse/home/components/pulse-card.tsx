import type { ReactNode } from 'react';
import {
  Badge,
  Box,
  HStack,
  Heading,
  Icon,
  LinkBox,
  LinkOverlay,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { IconType } from 'react-icons';
import { LuArrowRight } from 'react-icons/lu';

interface PulseCardProps {
  title: string;
  description: string;
  icon: IconType;
  palette: string;
  /** Where the card leads; without it the card is not a link. */
  to?: string;
  /** The card's figure and what it counts. */
  value?: string;
  valueLabel?: string;
  loading?: boolean;
  /** Drawn beside the value: its last 8 weeks (ui/sparkline.tsx). */
  trend?: ReactNode;
  comingSoon?: boolean;
  children?: ReactNode;
}

/** A Pulse home card: a figure computed from data, and where to go for more. */
export function PulseCard(props: PulseCardProps) {
  const { to, comingSoon } = props;
  return (
    <LinkBox
      as="article"
      colorPalette={props.palette}
      borderWidth="1px"
      rounded="xl"
      p="5"
      display="flex"
      flexDirection="column"
      gap="3"
      // Not dimmed with opacity: that took its texts below the contrast WCAG AA asks for.
      bg={comingSoon ? 'bg.subtle' : 'bg'}
      borderStyle={comingSoon ? 'dashed' : 'solid'}
      transition="box-shadow 0.15s, border-color 0.15s"
      _hover={to ? { shadow: 'md', borderColor: 'colorPalette.muted' } : undefined}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      <HStack gap="3" align="start">
        <Box p="2.5" rounded="lg" bg="colorPalette.subtle" color="colorPalette.fg">
          <Icon as={props.icon} boxSize="5" aria-hidden />
        </Box>
        <Stack gap="0.5" flex="1">
          <HStack gap="2" wrap="wrap">
            <Heading as="h3" size="md">
              {to ? (
                <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
                  <Link to={to}>{props.title}</Link>
                </LinkOverlay>
              ) : (
                props.title
              )}
            </Heading>
            {comingSoon && (
              <Badge colorPalette="gray" variant="subtle">
                Coming Soon
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {props.description}
          </Text>
        </Stack>
        {to && <Icon as={LuArrowRight} color="fg.subtle" aria-hidden mt="1" />}
      </HStack>
      {props.value !== undefined && (
        <Box>
          <HStack gap="3">
            <Skeleton
              loading={props.loading ?? false}
              aria-busy={props.loading || undefined}
              minW="16"
              alignSelf="start"
              rounded="md"
            >
              <Text fontSize="2xl" fontWeight="bold" lineHeight="short">
                {props.value}
              </Text>
            </Skeleton>
            {props.trend && <Box color="colorPalette.fg">{props.trend}</Box>}
          </HStack>
          {props.valueLabel && (
            <Text fontSize="sm" color="fg.muted">
              {props.valueLabel}
            </Text>
          )}
        </Box>
      )}
      {props.children}
    </LinkBox>
  );
}
