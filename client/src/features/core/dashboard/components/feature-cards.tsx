/**
 * The Core feature cards (SPEC.md section 2, "Core dashboard"): Contacts, Engagements, Calendar,
 * and time tracking, which opens the external time clock in a new tab (disabled, with a hint,
 * when the server has no time clock address configured).
 */
import type { ReactNode } from 'react';
import {
  Box,
  HStack,
  Heading,
  Icon,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { IconType } from 'react-icons';
import {
  LuArrowRight,
  LuCalendarDays,
  LuClock,
  LuExternalLink,
  LuMessagesSquare,
  LuUsers,
} from 'react-icons/lu';
import { usePublicConfig } from '@/api/public-config';

interface CardProps {
  title: string;
  description: string;
  icon: IconType;
  palette: string;
  link?: ReactNode;
  hint?: string;
}

function FeatureCard({ title, description, icon, palette, link, hint }: CardProps) {
  return (
    <LinkBox
      as="article"
      colorPalette={palette}
      borderWidth="1px"
      rounded="xl"
      p="5"
      display="flex"
      gap="4"
      // Not dimmed with opacity: that took its texts below the contrast WCAG AA asks for.
      bg={link ? 'bg' : 'bg.subtle'}
      borderStyle={link ? 'solid' : 'dashed'}
      aria-disabled={link ? undefined : true}
      _hover={link ? { shadow: 'md', borderColor: 'colorPalette.muted' } : undefined}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      <Box
        p="3"
        rounded="lg"
        bg="colorPalette.subtle"
        color="colorPalette.fg"
        alignSelf="flex-start"
      >
        <Icon as={icon} boxSize="6" aria-hidden />
      </Box>
      <Stack gap="1" flex="1">
        <Heading as="h3" size="md">
          {link ?? title}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {description}
        </Text>
        {hint && (
          <Text color="fg.muted" textStyle="xs">
            {hint}
          </Text>
        )}
      </Stack>
    </LinkBox>
  );
}

function InternalLink({ to, title }: { to: string; title: string }) {
  return (
    <LinkOverlay asChild>
      <RouterLink to={to}>
        <HStack gap="1" as="span">
          {title} <Icon as={LuArrowRight} boxSize="4" aria-hidden />
        </HStack>
      </RouterLink>
    </LinkOverlay>
  );
}

function TimeClockCard() {
  const config = usePublicConfig();
  const url = config.data?.time_clock_url;
  const common = {
    title: 'Time Clock',
    description: 'Clock in and out, and see your shifts.',
    icon: LuClock,
    palette: 'teal',
  };
  if (!url) {
    const loading = config.isPending && !config.isPaused;
    return (
      <FeatureCard
        {...common}
        hint={loading ? 'Loading...' : 'The time clock is not configured for this store.'}
      />
    );
  }
  return (
    <FeatureCard
      {...common}
      link={
        <LinkOverlay href={url} target="_blank" rel="noopener noreferrer">
          <HStack gap="1" as="span">
            Time Clock <Icon as={LuExternalLink} boxSize="4" aria-hidden />
            <Box as="span" srOnly>
              (opens in a new tab)
            </Box>
          </HStack>
        </LinkOverlay>
      }
    />
  );
}

export function FeatureCards() {
  return (
    <Box as="section" aria-labelledby="core-features-title">
      <Heading id="core-features-title" as="h2" size="lg" mb="3">
        Features
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FeatureCard
          title="Contacts"
          description="Customers, references, employers and vendors, with their details."
          icon={LuUsers}
          palette="blue"
          link={<InternalLink to="/core/contacts" title="Contacts" />}
        />
        <FeatureCard
          title="Engagements"
          description="Calls, visits and messages with contacts, and their follow-ups."
          icon={LuMessagesSquare}
          palette="purple"
          link={<InternalLink to="/core/engagements" title="Engagements" />}
        />
        <FeatureCard
          title="Calendar"
          description="Engagements and follow-ups by month, week or day."
          icon={LuCalendarDays}
          palette="green"
          link={<InternalLink to="/core/calendar" title="Calendar" />}
        />
        <TimeClockCard />
      </SimpleGrid>
    </Box>
  );
}
