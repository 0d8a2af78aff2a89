import { Box, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { LuBell, LuMenu, LuSettings } from 'react-icons/lu';
import { NOTIFICATION_BADGE_COUNT, PRODUCT_NAME } from '@rentline/sync-protocol/rules';
import type { Employee } from '@rentline/sync-protocol/wire';
import { SyncStatusButton } from '@/features/sync-status';
import { Logo } from '@/ui/logo';
import { notify } from '@/ui/toaster';
import { AccountMenu } from './account-menu';
import { SearchSlot } from './search-slot';

interface TopBarProps {
  employee: Employee;
  onOpenNavigation: () => void;
  /** The person is about to open the navigation (pointer over or focus on its button). */
  onWarmNavigation: () => void;
}

/** The bar on every signed-in screen (SPEC.md section 2, "Session and shell"). */
export function TopBar({ employee, onOpenNavigation, onWarmNavigation }: TopBarProps) {
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg"
      borderBottomWidth="1px"
      shadow="xs"
    >
      <Flex align="center" gap={{ base: '1', md: '2' }} px={{ base: '2', md: '4' }} py="2">
        <IconButton
          variant="ghost"
          aria-label="Open navigation"
          onClick={onOpenNavigation}
          onPointerEnter={onWarmNavigation}
          onFocus={onWarmNavigation}
        >
          <LuMenu />
        </IconButton>

        <HStack asChild gap="2" pe="2" minH="11" flexShrink={0} rounded="md" focusRing="outside">
          {/* Its name is the product's name, shown beside the logo from lg up. */}
          <Link to="/" aria-label={PRODUCT_NAME}>
            <Logo boxSize="9" />
            <Text fontWeight="bold" fontSize="lg" display={{ base: 'none', lg: 'block' }}>
              {PRODUCT_NAME}
            </Text>
          </Link>
        </HStack>

        <Box flex="1" maxW="xl" mx={{ base: '1', md: '4' }} minW="0">
          <SearchSlot />
        </Box>

        <HStack gap="1" ms="auto" flexShrink={0}>
          <SyncStatusButton />
          <Box position="relative">
            <IconButton
              variant="ghost"
              aria-label="Notifications"
              aria-describedby="notification-count"
              onClick={() =>
                notify.info(
                  'Notifications are coming soon',
                  'They are not available in this version yet.',
                )
              }
            >
              <LuBell />
            </IconButton>
            <Box id="notification-count" srOnly>
              {NOTIFICATION_BADGE_COUNT} notifications
            </Box>
            <Box
              aria-hidden
              position="absolute"
              top="1"
              right="1"
              minW="5"
              h="5"
              px="1"
              rounded="full"
              bg="red.solid"
              color="white"
              fontSize="xs"
              fontWeight="bold"
              lineHeight="1.25rem"
              textAlign="center"
              pointerEvents="none"
            >
              {NOTIFICATION_BADGE_COUNT}
            </Box>
          </Box>
          <IconButton asChild variant="ghost" aria-label="Settings">
            <Link to="/pulse/settings">
              <LuSettings />
            </Link>
          </IconButton>
          <AccountMenu employee={employee} />
        </HStack>
      </Flex>
    </Box>
  );
}
