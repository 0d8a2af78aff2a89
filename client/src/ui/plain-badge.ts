/**
 * Chakra's subtle badge (size sm) as a style object, for the plain elements of long lists (the
 * contact cards, the customers rows), styled once by their container instead of one Badge
 * component per row. Its palette comes from a `data-palette` attribute the caller maps.
 */
import type { SystemStyleObject } from '@chakra-ui/react';

export const plainBadge: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  minH: '5',
  px: '1.5',
  borderRadius: 'l2',
  textStyle: 'xs',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  userSelect: 'none',
  bg: 'colorPalette.subtle',
  color: 'colorPalette.fg',
};
