import type { ReactNode } from 'react';
import { Box, HStack, Icon, Skeleton, Stat } from '@chakra-ui/react';
import type { IconType } from 'react-icons';

interface StatTileProps {
  label: string;
  value: ReactNode;
  icon?: IconType;
  palette?: string;
  loading?: boolean;
  help?: ReactNode;
}

/**
 * One figure on a card: label, value (a skeleton while loading), optional help line. Plain
 * paragraphs, not Stat's default <dl>: the icon and skeleton between them made an invalid list.
 */
export function StatTile({ label, value, icon, palette = 'brand', loading, help }: StatTileProps) {
  return (
    <Box bg="bg" borderWidth="1px" rounded="xl" p="4" colorPalette={palette}>
      <Stat.Root as="div">
        <HStack justify="space-between" align="start">
          <Stat.Label as="p">{label}</Stat.Label>
          {icon && (
            <Box p="2" rounded="lg" bg="colorPalette.subtle" color="colorPalette.fg">
              <Icon as={icon} boxSize="5" aria-hidden />
            </Box>
          )}
        </HStack>
        {loading ? (
          <Skeleton height="8" width="28" mt="1" />
        ) : (
          <Stat.ValueText as="p" fontVariantNumeric="tabular-nums">
            {value}
          </Stat.ValueText>
        )}
        {help && <Stat.HelpText as="p">{help}</Stat.HelpText>}
      </Stat.Root>
    </Box>
  );
}
