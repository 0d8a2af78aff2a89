import {
  Box,
  HStack,
  Heading,
  Icon,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Text,
} from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { IconType } from 'react-icons';
import { LuCreditCard, LuFilePlus, LuMessageSquarePlus } from 'react-icons/lu';

interface QuickAction {
  label: string;
  description: string;
  to: string;
  icon: IconType;
  palette: string;
}

const ACTIONS: QuickAction[] = [
  {
    label: 'Log an Engagement',
    description: 'Record a call, visit or message with a contact.',
    to: '/core/engagements?new=1',
    icon: LuMessageSquarePlus,
    palette: 'blue',
  },
  {
    label: 'Log a Payment',
    description: 'Take a card payment on an agreement.',
    to: '/pulse/payment',
    icon: LuCreditCard,
    palette: 'green',
  },
  {
    label: 'Create an Agreement',
    description: 'Start a new lease purchase agreement.',
    to: '/pulse/agreements/new',
    icon: LuFilePlus,
    palette: 'orange',
  },
];

export function QuickActions() {
  return (
    <Box as="section" aria-labelledby="quick-actions-title">
      <Heading id="quick-actions-title" as="h2" size="lg" mb="3">
        Quick actions
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        {ACTIONS.map((action) => (
          <LinkBox
            key={action.to}
            as="article"
            colorPalette={action.palette}
            bg="bg"
            borderWidth="1px"
            rounded="xl"
            p="4"
            minH="20"
            transition="box-shadow 0.15s, border-color 0.15s"
            _hover={{ shadow: 'md', borderColor: 'colorPalette.muted' }}
            _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
          >
            <HStack gap="3" align="start">
              <Box p="2.5" rounded="lg" bg="colorPalette.subtle" color="colorPalette.fg">
                <Icon as={action.icon} boxSize="5" aria-hidden />
              </Box>
              <Box>
                <LinkOverlay asChild fontWeight="semibold" _focusVisible={{ outline: 'none' }}>
                  <Link to={action.to}>{action.label}</Link>
                </LinkOverlay>
                <Text fontSize="sm" color="fg.muted">
                  {action.description}
                </Text>
              </Box>
            </HStack>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Box>
  );
}
