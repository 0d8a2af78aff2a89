import { Box, Button, Heading, SimpleGrid } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { LuChartBar, LuCreditCard, LuFilePlus, LuUserPlus } from 'react-icons/lu';

const ACTIONS = [
  { label: 'Add New Customer', to: '/pulse/customers?action=new', icon: LuUserPlus },
  { label: 'Create Agreement', to: '/pulse/agreements/new', icon: LuFilePlus },
  { label: 'Process Payment', to: '/pulse/payment', icon: LuCreditCard },
  { label: 'Generate Report', to: '/pulse/reports', icon: LuChartBar },
] as const;

/** Pulse home's quick actions; Generate Report opens the Reports screen (issue 51). */
export function QuickActions() {
  return (
    <Box as="section" aria-labelledby="pulse-quick-actions">
      <Heading id="pulse-quick-actions" as="h2" size="lg" mb="3">
        Quick actions
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        {ACTIONS.map(({ label, to, icon: ActionIcon }) => (
          <Button key={to} asChild size="xl" variant="outline" colorPalette="brand" bg="bg">
            <Link to={to}>
              <ActionIcon /> {label}
            </Link>
          </Button>
        ))}
      </SimpleGrid>
    </Box>
  );
}
