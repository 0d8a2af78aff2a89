/**
 * The Chakra system: brand colours and tablet-first sizes (touch targets of at least 44 px:
 * buttons and inputs default to `lg`, menu items get a 44 px minimum height).
 * Module accents (Core, Connect, Pulse, Flow) are plain palettes used as `colorPalette`.
 *
 * Built from Chakra's base config plus its default theme with only the recipes of the
 * components this app uses (theme-recipes.ts): every recipe of `defaultConfig` would put about
 * 80 KB of unused styles on the sign-in screen.
 */
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { recipes, slotRecipes } from './theme-recipes';

/** Chakra's default theme (`defaultThemeConfig`) minus the recipes nobody here renders. */
const defaultTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

const config = defineConfig({
  globalCss: {
    'html, body': { colorScheme: 'light' },
    body: { bg: 'bg.subtle', WebkitTapHighlightColor: 'transparent' },
    // A modal dialog or drawer stops taps reaching the screen with `pointer-events: none` on
    // <body>, and that property is inherited: every element of the screen was restyled as it
    // opened and closed. The screen keeps its own value, and the backdrop over it, which
    // inherited `none` too, takes the taps instead (a tap on it closes the dialog, as a tap
    // outside did). ui/scrollbar-width.ts does the same for the scroll lock.
    '#root': { pointerEvents: 'auto' },
    '[data-scope=dialog][data-part=backdrop], [data-scope=drawer][data-part=backdrop]': {
      pointerEvents: 'auto',
    },
    // Menu items as touch targets (the menu recipe's items are about 32 px high).
    '[data-scope=menu][data-part=item]': { minH: '11', textStyle: 'md', px: '3' },
    // A loading table's rows (ui/list-states.tsx SkeletonRows): plain elements styled here once,
    // as a table cell (size md, line) holding Chakra's pulse skeleton, instead of a dozen
    // components a row resolving their styles while the screen first renders.
    'tr[data-skeleton-row] > td': { px: '3', py: '3', borderBottomWidth: '1px' },
    'tr[data-skeleton-row] > td[data-wide-only]': { hideBelow: 'xl' },
    // Asked for less motion (an OS setting): fades, slides and pulses end at once. Not `none`:
    // dialogs and menus wait for their animation's end before they unmount.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationDelay: '0s !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        transitionDelay: '0s !important',
        scrollBehavior: 'auto !important',
      },
    },
    'tr[data-skeleton-row] .skeleton-bar': {
      height: '5',
      borderRadius: 'l2',
      bg: 'bg.emphasized',
      animation: 'pulse',
      animationDuration: 'var(--duration, 1.2s)',
      pointerEvents: 'none',
    },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e8f5f9' },
          100: { value: '#c5e5ef' },
          200: { value: '#95cfe2' },
          300: { value: '#5fb4d1' },
          400: { value: '#2f98bd' },
          500: { value: '#137da4' },
          600: { value: '#0d6689' },
          700: { value: '#0c536f' },
          800: { value: '#0d445a' },
          900: { value: '#0c384b' },
          950: { value: '#072432' },
        },
      },
      fonts: {
        heading: {
          value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
        },
        body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
    recipes: {
      button: { defaultVariants: { size: 'lg' } },
      input: { defaultVariants: { size: 'lg' } },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, defaultTheme), config);
