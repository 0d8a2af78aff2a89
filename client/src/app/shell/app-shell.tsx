import { Suspense, useState } from 'react';
import { Box, Center, Flex, Spinner } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import type { Employee } from '@rentline/sync-protocol';
import { BootstrapProgress } from '../../features/sync-status';
import { ForeignChangesBanner } from './foreign-changes-banner';
import { NavDrawer } from './nav-drawer';
import { TopBar } from './top-bar';
import { useDocumentTitle } from './use-document-title';

function PageLoading() {
  return (
    <Center py="20" role="status" aria-label="Loading...">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}

/** Top bar, navigation drawer and the current screen. */
export function AppShell({ employee }: { employee: Employee }) {
  const [navigationOpen, setNavigationOpen] = useState(false);
  useDocumentTitle();

  return (
    <Flex direction="column" minH="100dvh">
      <TopBar employee={employee} onOpenNavigation={() => setNavigationOpen(true)} />
      <NavDrawer open={navigationOpen} onOpenChange={setNavigationOpen} />
      <ForeignChangesBanner employee={employee} />
      <BootstrapProgress />
      <Box as="main" flex="1" width="full" maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="6">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
    </Flex>
  );
}
