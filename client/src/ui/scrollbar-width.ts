/**
 * Opening or closing a dialog restyled every element of the screen: a modal dialog's scroll
 * lock (Zag's remove-scroll) writes the scrollbar's width as `--scrollbar-width` on <html>, and
 * a custom property changed on the root makes the browser recompute every element's style
 * (about 4,000 on the Engagements screen: 80-110 ms at 4x CPU throttling, on the way to the
 * dialog closing after a save). The lock leaves a value that is already there alone, so the
 * page keeps the current width there itself, and the lock's write and its undoing change
 * nothing. (`#root`'s own `pointer-events` in theme.ts does the same for the lock's
 * `pointer-events: none` on <body>.)
 */
const PROPERTY = '--scrollbar-width';
/** The attribute the scroll lock puts on <body> while a dialog holds it. */
const LOCKED = 'data-scroll-lock';

/** The width the scroll lock would measure now, as it writes it. */
export const scrollbarWidth = (win: Window) =>
  `${win.innerWidth - win.document.documentElement.clientWidth}px`;

/** Keeps `--scrollbar-width` on <html> current while no dialog locks the scroll; answers a stop. */
export function keepScrollbarWidth(win: Window = window): () => void {
  const { documentElement, body } = win.document;
  const write = () => {
    if (body.hasAttribute(LOCKED)) return; // measured without its scrollbar: the lock's own value
    documentElement.style.setProperty(PROPERTY, scrollbarWidth(win));
  };
  write();
  win.addEventListener('resize', write);
  return () => win.removeEventListener('resize', write);
}
