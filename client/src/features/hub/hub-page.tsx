import { Grid, Stack, Text } from '@chakra-ui/react';
import { PLATFORM_VERSION } from '@rentline/sync-protocol/rules';
import { useSession } from '@/api/session';
import { AiAssistantCard } from './components/ai-assistant-card';
import { HubHero } from './components/hub-hero';
import { ModuleCards } from './components/module-cards';
import { QuickActions } from './components/quick-actions';
import { useHubFigures } from './api/use-hub-figures';

/** The Platform Hub at / (SPEC.md section 2, "Hub"); every figure is computed. */
export function HubPage() {
  const { employee } = useSession();
  const figures = useHubFigures();
  return (
    <Stack gap="8">
      <HubHero name={employee?.full_name ?? null} figures={figures} />
      <QuickActions />
      <Grid templateColumns={{ base: '1fr', xl: '1fr 20rem' }} gap="6" alignItems="start">
        <ModuleCards figures={figures} />
        <Stack gap="3" pt={{ xl: '10' }}>
          <AiAssistantCard />
        </Stack>
      </Grid>
      <Text as="footer" textAlign="center" fontSize="sm" color="fg.muted" py="4">
        platform {PLATFORM_VERSION}
      </Text>
    </Stack>
  );
}
