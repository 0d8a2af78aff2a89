/**
 * Printing a receipt (window.print) on a receipt printer's roll: an 80 mm wide page as long as
 * the receipt. Only the slip prints: the app's chrome (top bar, drawer, banners, toasts) and
 * everything marked data-print-hide are left off.
 */
const RECEIPT_PRINT_CSS = `
@media print {
  @page { size: 80mm auto; margin: 4mm; }
  html, body { background: #fff !important; }
  #root div:has(> main) > :not(main) { display: none !important; }
  main { max-width: none !important; padding: 0 !important; margin: 0 !important; }
  [data-print-hide], [data-scope='toast'] { display: none !important; }
  [data-receipt] { width: 72mm !important; max-width: none !important; border: none !important;
    box-shadow: none !important; padding: 0 !important; margin: 0 !important; font-size: 10pt; }
  [data-receipt] * { color: #000 !important; }
}
`;

export function ReceiptPrintStyles() {
  return <style>{RECEIPT_PRINT_CSS}</style>;
}
