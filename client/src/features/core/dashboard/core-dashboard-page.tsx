/**
 * /core (SPEC.md section 2, "Core dashboard"): totals, quick actions, the Core features,
 * today's schedule and an honest view of the connection to the server. Everything but the time
 * clock address is read from the tablet, so the page works offline.
 */
import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  Grid,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuMessageSquarePlus, LuUserPlus, LuUsers } from 'react-icons/lu';
import { useSession } from '@/api/session';
import { COUNTING, formatCount } from '@/lib/format-numbers';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { CreateEngagementDialogSlot } from '@/ui/create-engagement-slot';
import { useLocalRecordCounts } from './api/use-local-record-counts';
import { DatabaseConnection } from './components/database-connection';
import { FeatureCards } from './components/feature-cards';
import { TodaySchedule } from './components/today-schedule';

function Stat({ value, label }: { value: string; label: string }) {
  return (
    <Card.Root>
      <Card.Body>
        <Text textStyle="md" color="fg.muted">
          <Text as="span" display="block" textStyle="3xl" fontWeight="bold" color="fg">
            {value}
          </Text>{' '}
          {label}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

export function CoreDashboardPage() {
  const timeZone = useStoreTimeZone();
  const employeeId = useSession().employee?.id ?? null;
  const counts = useLocalRecordCounts();
  const [creating, setCreating] = useState(false);

  return (
    <Stack gap="8">
      <Box>
        <Heading as="h1" size="2xl">
          Core Dashboard
        </Heading>
        <Text color="fg.muted">Internal management: contacts, engagements and the calendar.</Text>
      </Box>

      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <Stat
          // Until the first download ends, the count is partial: not shown as the total.
          value={!counts ? '…' : counts.complete ? formatCount(counts.contacts) : COUNTING}
          label="Total Contacts"
        />
        <Stat value="4" label="Active Features" />
        <Stat value="0" label="Coming Soon" />
      </SimpleGrid>

      <Box as="section" aria-labelledby="core-actions-title">
        <Heading id="core-actions-title" as="h2" size="lg" mb="3">
          Quick Actions
        </Heading>
        <HStack gap="3" wrap="wrap">
          <Button asChild variant="outline">
            <RouterLink to="/core/contacts">
              <LuUsers /> View All Contacts
            </RouterLink>
          </Button>
          <Button colorPalette="brand" onClick={() => setCreating(true)}>
            <LuMessageSquarePlus /> Create Engagement
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/core/contacts/new">
              <LuUserPlus /> Add New Contact
            </RouterLink>
          </Button>
        </HStack>
      </Box>

      <FeatureCards />

      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
        <TodaySchedule employeeId={employeeId} timeZone={timeZone} />
        <Card.Root as="section" aria-labelledby="upcoming-follow-ups-title">
          <Card.Header>
            <Heading id="upcoming-follow-ups-title" as="h2" size="lg">
              Upcoming Follow-ups
            </Heading>
          </Card.Header>
          <Card.Body pt="0">
            <Text color="fg.muted">Follow-up tracking coming soon</Text>
          </Card.Body>
        </Card.Root>
      </Grid>

      <DatabaseConnection timeZone={timeZone} />

      <CreateEngagementDialogSlot open={creating} onOpenChange={setCreating} />
    </Stack>
  );
}
