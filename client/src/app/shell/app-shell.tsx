import { Suspense, useState } from 'react';
import { Box, Center, Flex, Spinner } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import type { Employee } from '@rentline/sync-protocol/wire';
import { useKeepCollectionQueueFresh } from '@/features/pulse/collections/api/use-keep-queue-fresh';
import { BootstrapProgress } from '@/features/sync-status';
import { lazyNamed } from '../lazy-named';
import { ForeignChangesBanner } from './foreign-changes-banner';
import { IdleSignOut } from './idle-sign-out';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { DocumentTitle } from './use-document-title';

/** Loaded on the first opening: no screen needs the drawer to show. */
const NavDrawer = lazyNamed(() => import('./nav-drawer'), 'NavDrawer');

function PageLoading() {
  return (
    <Center py="20" role="status" aria-label="Loading...">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}

/**
 * The collections queue is on the tablet for the field, opened or not (issue 22). Its own
 * component: the hook follows the sync status, which changes every few hundred milliseconds
 * during a first download, and only this null element re-renders with it, not the screen.
 */
function KeepCollectionQueueFresh() {
  useKeepCollectionQueueFresh();
  return null;
}

/** Top bar, navigation drawer and the current screen. */
export function AppShell({ employee }: { employee: Employee }) {
  const [navigationOpen, setNavigationOpen] = useState(false);
  // Mounted from the first opening on, so it keeps its closing animation afterwards.
  const [navigationUsed, setNavigationUsed] = useState(false);
  const openNavigation = () => {
    setNavigationUsed(true);
    setNavigationOpen(true);
  };

  return (
    <Flex direction="column" minH="100dvh">
      <DocumentTitle />
      <KeepCollectionQueueFresh />
      <IdleSignOut />
      <SkipLink />
      <TopBar
        employee={employee}
        onOpenNavigation={openNavigation}
        onWarmNavigation={() => void NavDrawer.preload().catch(() => undefined)}
      />
      {navigationUsed && (
        <Suspense fallback={null}>
          <NavDrawer open={navigationOpen} onOpenChange={setNavigationOpen} />
        </Suspense>
      )}
      <ForeignChangesBanner employee={employee} />
      <BootstrapProgress />
      <Box
        as="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        outline="none"
        flex="1"
        width="full"
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="6"
      >
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
    </Flex>
  );
}
