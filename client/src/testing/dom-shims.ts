/**
 * What Chakra and the searchable pickers read that jsdom does not have: `matchMedia`, `scrollTo`,
 * `ResizeObserver`, `scrollIntoView` and `CSS.escape`. On a `wide` screen every `min-width` media
 * query matches (a tablet in landscape, a desktop); on a `narrow` one none does. `matchMedia` is set
 * anew on each call: a test file shares its worker's window with the files before it, so it says
 * which screen it wants instead of inheriting the last file's.
 */
export function installDomShimsFor(screen: 'wide' | 'narrow') {
  const wide = screen === 'wide';
  window.matchMedia = ((query: string) => ({
    matches: wide && /min-width/.test(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  window.scrollTo = () => undefined;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => undefined;
  // jsdom has no CSS.escape; the combobox of the searchable pickers builds selectors with it.
  const css = (globalThis.CSS ??= {} as typeof CSS);
  css.escape ??= (value: string) => value.replace(/(["\\[\]])/g, '\\$1');
}

/** The shims for a narrow screen; takes no argument, so it can be given to `beforeAll` as it is. */
export const installDomShims = () => installDomShimsFor('narrow');
