/**
 * The payment window (SPEC.md section 4, payment flow). It must be opened in the click itself,
 * before any request is awaited, or popup blockers stop it; the session's html is written into
 * it when the server answers. Its name marks it, so the result pages inside it can offer to
 * close it. It is cut from the portal's window (no opener) before it visits the provider.
 */
import { PAYMENT_WINDOW_NAME } from '@rentline/sync-protocol/rules';

const FEATURES = 'popup,width=560,height=780';

export function openPaymentWindow(): Window | null {
  // A fresh name each time: an old payment window may still be on the provider's page.
  const win = window.open('', `${PAYMENT_WINDOW_NAME}-${Date.now()}`, FEATURES);
  if (!win) return null;
  try {
    win.opener = null;
    win.document.title = 'Opening Payment Form...';
    win.document.body.textContent = 'Opening Payment Form...';
  } catch {
    // A window the browser keeps from us is still usable for writing below, or closed by it.
  }
  return win;
}

export function writePaymentWindow(win: Window, html: string): void {
  win.document.open();
  // The server's page for this window (no script in it: the window keeps the portal's policy).
  win.document.write(html);
  win.document.close();
}

export const isPaymentWindow = () =>
  typeof window !== 'undefined' && window.name.startsWith(PAYMENT_WINDOW_NAME);
