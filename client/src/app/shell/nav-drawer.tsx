import { useState } from 'react';
import {
  Box,
  Button,
  CloseButton,
  Collapsible,
  Drawer,
  HStack,
  Icon,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { NavLink, useLocation } from 'react-router-dom';
import { LuChevronDown, LuExternalLink, LuHouse } from 'react-icons/lu';
import { PRODUCT_NAME } from '@rentline/sync-protocol/rules';
import { usePublicConfig } from '@/api/public-config';
import { roleOf, useSession } from '@/api/session';
import { Logo } from '@/ui/logo';
import { initiallyOpenGroups, navGroupsFor, type NavEntry, type NavGroup } from './nav-entries';

interface NavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const itemStyle = {
  variant: 'ghost',
  justifyContent: 'flex-start',
  width: 'full',
  fontWeight: 'normal',
  ps: '11',
  _currentPage: { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
} as const;

function Hint({ children }: { children: string }) {
  return (
    <Text as="span" ms="auto" fontSize="xs" color="fg.muted">
      {children}
    </Text>
  );
}

function TimeClockEntry({ entry, onChoose }: { entry: NavEntry; onChoose: () => void }) {
  const config = usePublicConfig();
  const url = config.data?.time_clock_url;
  if (!url) {
    return (
      <Button {...itemStyle} disabled>
        {entry.label}
        <Hint>{config.isPending && !config.isPaused ? 'Loading...' : 'Not configured'}</Hint>
      </Button>
    );
  }
  return (
    <Button {...itemStyle} asChild>
      <a href={url} target="_blank" rel="noopener noreferrer" onClick={onChoose}>
        {entry.label}
        <Icon as={LuExternalLink} ms="auto" boxSize="4" aria-hidden />
        <Box as="span" srOnly>
          (opens in a new tab)
        </Box>
      </a>
    </Button>
  );
}

function Entry({ entry, onChoose }: { entry: NavEntry; onChoose: () => void }) {
  if (entry.kind === 'time-clock') return <TimeClockEntry entry={entry} onChoose={onChoose} />;
  if (entry.kind === 'disabled') {
    return (
      <Button {...itemStyle} disabled>
        {entry.label}
        <Hint>Coming soon</Hint>
      </Button>
    );
  }
  const exact = ['/core', '/pulse', '/flow'].includes(entry.to);
  return (
    <Button {...itemStyle} asChild>
      <NavLink to={entry.to} end={exact} onClick={onChoose}>
        {entry.label}
      </NavLink>
    </Button>
  );
}

function Group(props: {
  group: NavGroup;
  open: boolean;
  onToggle: (open: boolean) => void;
  onChoose: () => void;
}) {
  const { group, open, onToggle, onChoose } = props;
  return (
    <Collapsible.Root open={open} onOpenChange={(e) => onToggle(e.open)}>
      <Collapsible.Trigger asChild>
        <Button variant="ghost" width="full" justifyContent="flex-start" fontWeight="semibold">
          <Icon as={group.icon} boxSize="5" color="brand.solid" />
          {group.label}
          <Icon
            as={LuChevronDown}
            ms="auto"
            transition="transform 0.2s"
            transform={open ? 'rotate(180deg)' : undefined}
          />
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack gap="0.5" pt="1" pb="2">
          {group.entries.map((entry) => (
            <Entry key={entry.label} entry={entry} onChoose={onChoose} />
          ))}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** Content mounts on every opening, so the open groups follow the current path each time. */
function DrawerNav({ onChoose }: { onChoose: () => void }) {
  const { pathname } = useLocation();
  const groups = navGroupsFor(roleOf(useSession().employee));
  const [openGroups, setOpenGroups] = useState(() => initiallyOpenGroups(pathname));
  const toggle = (id: NavGroup['id'], open: boolean) =>
    setOpenGroups((ids) => (open ? [...ids, id] : ids.filter((g) => g !== id)));

  return (
    <Stack as="nav" aria-label="Main" gap="1">
      <Button {...itemStyle} ps="4" fontWeight="semibold" asChild>
        <NavLink to="/" end onClick={onChoose}>
          <Icon as={LuHouse} boxSize="5" color="brand.solid" />
          Platform Hub
        </NavLink>
      </Button>
      {groups.map((group) => (
        <Group
          key={group.id}
          group={group}
          open={openGroups.includes(group.id)}
          onToggle={(open) => toggle(group.id, open)}
          onChoose={onChoose}
        />
      ))}
    </Stack>
  );
}

export function NavDrawer({ open, onOpenChange }: NavDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <HStack gap="3">
                <Logo boxSize="9" />
                <Drawer.Title>{PRODUCT_NAME}</Drawer.Title>
              </HStack>
            </Drawer.Header>
            <Drawer.Body px="3" py="4">
              <DrawerNav onChoose={close} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="lg" aria-label="Close navigation" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
