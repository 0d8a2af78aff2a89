/** The Flow features: Instock Items (a link); On Rent Items, Vendor Management and Inventory Analytics are announced, not clickable. */
import {
  Badge,
  Box,
  Heading,
  HStack,
  Icon,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { IconType } from 'react-icons';
import { LuArrowRight, LuChartBar, LuPackage, LuStore, LuTruck } from 'react-icons/lu';

interface FeatureCardProps {
  title: string;
  description: string;
  icon: IconType;
  to?: string;
}

function FeatureCard({ title, description, icon, to }: FeatureCardProps) {
  const active = Boolean(to);
  return (
    <LinkBox
      as="article"
      aria-disabled={active ? undefined : true}
      borderWidth="1px"
      rounded="xl"
      p="5"
      minH="11"
      // Not dimmed with opacity: that took its texts below the contrast WCAG AA asks for.
      bg={active ? 'bg' : 'bg.subtle'}
      borderStyle={active ? 'solid' : 'dashed'}
      cursor={active ? 'pointer' : 'not-allowed'}
      transition="box-shadow 0.15s, border-color 0.15s"
      _hover={active ? { shadow: 'md', borderColor: 'orange.muted' } : undefined}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      <HStack gap="3" align="start">
        <Box
          p="3"
          rounded="lg"
          bg={active ? 'orange.subtle' : 'bg.muted'}
          color={active ? 'orange.fg' : 'fg.muted'}
        >
          <Icon as={icon} boxSize="6" aria-hidden />
        </Box>
        <Stack gap="1" flex="1">
          <HStack gap="2" wrap="wrap">
            <Heading as="h3" size="md">
              {to ? (
                <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
                  <Link to={to}>{title}</Link>
                </LinkOverlay>
              ) : (
                title
              )}
            </Heading>
            {!active && (
              <Badge colorPalette="gray" variant="subtle">
                Coming Soon
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        </Stack>
        {active && <Icon as={LuArrowRight} color="fg.subtle" aria-hidden mt="1" />}
      </HStack>
    </LinkBox>
  );
}

export function FeatureCards({ inStock }: { inStock: string }) {
  return (
    <Box as="section" aria-labelledby="flow-features">
      <Heading id="flow-features" as="h2" size="lg" mb="3">
        Features
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FeatureCard
          title="Instock Items"
          description={`Browse, edit and export the items ready to rent (${inStock} in stock).`}
          icon={LuPackage}
          to="/flow/instock"
        />
        <FeatureCard title="On Rent Items" description="Items out with customers." icon={LuTruck} />
        <FeatureCard
          title="Vendor Management"
          description="Vendors, brands and their contacts."
          icon={LuStore}
        />
        <FeatureCard
          title="Inventory Analytics"
          description="Trends in stock, value and margins."
          icon={LuChartBar}
        />
      </SimpleGrid>
    </Box>
  );
}
