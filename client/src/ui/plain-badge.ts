/**
 * Chakra's badges (size sm) as style objects, for plain elements styled once by their container
 * (the contact cards, the customers and engagements rows, the sync status's counts) instead of
 * one Badge component each: a Badge drawn for the first time inserts its rules into the page's
 * cascade layers, and the browser styles the whole page again. The palette comes from a
 * `data-palette` attribute (`paletteFromData`).
 */
import type { SystemStyleObject } from '@chakra-ui/react';

const badgeShape: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  minH: '5',
  px: '1.5',
  textStyle: 'xs',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  userSelect: 'none',
};

/** The subtle badge. */
export const plainBadge: SystemStyleObject = {
  ...badgeShape,
  borderRadius: 'l2',
  bg: 'colorPalette.subtle',
  color: 'colorPalette.fg',
};

/** The solid, round badge of a count. */
export const countBadge: SystemStyleObject = {
  ...badgeShape,
  borderRadius: 'full',
  bg: 'colorPalette.solid',
  color: 'colorPalette.contrast',
};

/** `data-palette="orange"` on the element sets its color palette, for each palette named. */
export function paletteFromData(...palettes: readonly string[]): SystemStyleObject {
  return Object.fromEntries(
    palettes.map((palette) => [`&[data-palette=${palette}]`, { colorPalette: palette }]),
  );
}
