/**
 * /core/engagements (SPEC.md section 2, "Engagements"): read from the tablet's replica and
 * written through the outbox, so staff can log engagements and follow-ups with no signal.
 * The most recent engagements show first, a page of 50 at a time. `?new=1` opens the create
 * dialog (the hub's "Log an Engagement").
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, Card, Center, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuListChecks, LuPlus } from 'react-icons/lu';
import { useEngagementsList } from './api/use-engagements-list';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { useEngagementDialogs } from './components/engagement-dialogs';
import { EngagementsTable } from './components/engagements-table';

const PAGE = 50;

export function EngagementsPage() {
  const [limit, setLimit] = useState(PAGE);
  const list = useEngagementsList(limit);
  const timeZone = useStoreTimeZone();
  const { actions, dialogs } = useEngagementDialogs();
  const [params, setParams] = useSearchParams();
  const openNew = params.get('new') === '1';
  useEffect(() => {
    if (!openNew) return;
    actions.onCreate();
    setParams(
      (p) => {
        p.delete('new');
        return p;
      },
      { replace: true },
    );
    // Once per ?new=1: the parameter is removed, so a reload or Back does not open it again.
  }, [openNew]);

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="start" wrap="wrap" gap="4">
        <Box>
          <Heading as="h1" size="2xl">
            Engagements
          </Heading>
          <Text color="fg.muted">Manage customer and contact engagements</Text>
        </Box>
        <HStack gap="3" wrap="wrap">
          <Button variant="outline" onClick={actions.onShowAll}>
            <LuListChecks /> View All Follow-Ups
          </Button>
          <Button colorPalette="brand" onClick={actions.onCreate}>
            <LuPlus /> New Engagement
          </Button>
        </HStack>
      </HStack>

      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="lg">
            Recent Engagements
          </Heading>
        </Card.Header>
        <Card.Body>
          {list === undefined ? (
            <Center py="12" gap="3" flexDirection="column">
              <Spinner size="lg" color="brand.solid" />
              <Text color="fg.muted">Loading engagements...</Text>
            </Center>
          ) : list.error ? (
            <Text color="red.fg">Error loading engagements: {list.error.message}</Text>
          ) : list.items.length === 0 ? (
            <Text color="fg.muted" textAlign="center" py="12">
              No engagements found. Create your first engagement to get started.
            </Text>
          ) : (
            <Stack gap="4">
              <EngagementsTable items={list.items} timeZone={timeZone} {...actions} />
              <HStack justify="space-between" wrap="wrap" gap="3">
                <Text color="fg.muted" textStyle="sm">
                  Showing {list.items.length} of {list.total} engagements
                </Text>
                {list.total > list.items.length && (
                  <Button variant="outline" onClick={() => setLimit((l) => l + PAGE)}>
                    Show more
                  </Button>
                )}
              </HStack>
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
      {dialogs}
    </Stack>
  );
}
