/**
 * Printing the agreement (window.print): only the document, on clean pages. The app's chrome
 * (top bar, banners, toasts) and everything marked data-print-hide are left off; inputs print
 * as their values, without boxes.
 */
const PRINT_CSS = `
@media print {
  @page { size: letter; margin: 0.6in; }
  html, body { background: #fff !important; }
  #root div:has(> main) > :not(main) { display: none !important; }
  main { max-width: none !important; padding: 0 !important; margin: 0 !important; }
  [data-print-hide], [data-scope='toast'] { display: none !important; }
  [data-print-root] { border: none !important; box-shadow: none !important; padding: 0 !important; }
  [data-print-root] h2, [data-print-root] h3 { break-after: avoid; }
  [data-print-root] section { break-inside: avoid; }
  [data-print-root] input, [data-print-root] select, [data-print-root] [data-print-plain] {
    border-color: transparent !important;
    background: transparent !important;
    box-shadow: none !important;
    appearance: none;
    color: #000 !important;
  }
  [data-print-root] * { color: #000 !important; }
  [data-print-cols='2'] { grid-template-columns: repeat(2, minmax(0, 1fr)) !important; }
  [data-print-cols='3'] { grid-template-columns: repeat(3, minmax(0, 1fr)) !important; }
}
`;

export function PrintStyles() {
  return <style>{PRINT_CSS}</style>;
}
