/**
 * The few server-rendered pages of card payments: the simulator's card page, notices for links
 * that cannot be used, and the html the portal writes into the payment window. They run under
 * the app's Content-Security-Policy: no scripts, inline styles only.
 */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: unknown) =>
  String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f7f9;color:#1a202c;margin:0}
main{max-width:28rem;margin:2rem auto;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:1.5rem}
h1{font-size:1.4rem;margin:0 0 .5rem}p{line-height:1.5}.muted{color:#4a5568;font-size:.9rem}
label{display:block;font-weight:600;margin:.9rem 0 .3rem}
input{width:100%;box-sizing:border-box;font-size:1rem;padding:.6rem;border:1px solid #a0aec0;border-radius:6px}
.row{display:flex;gap:.75rem}.row>div{flex:1}
.error{color:#c53030;font-size:.9rem;margin:.3rem 0 0}
button,.button{display:inline-block;margin-top:1.2rem;width:100%;font-size:1rem;font-weight:600;padding:.75rem;border:0;border-radius:6px;background:#0d6689;color:#fff;text-align:center;text-decoration:none;cursor:pointer}
table{width:100%;border-collapse:collapse;font-size:.85rem;margin-top:.5rem}td,th{text-align:left;padding:.25rem .3rem;border-top:1px solid #edf2f7}
.summary{background:#f7fafc;border-radius:8px;padding:.75rem 1rem}.badge{font-size:.75rem;background:#fefcbf;color:#744210;border-radius:4px;padding:.1rem .4rem}
`;

/** A complete page; `body` is trusted html (escape every value that goes into it). */
export function page(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title>${head}<style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/** A page saying why a payment link cannot be used. */
export function noticePage(title: string, message: string, portalUrl = '/pulse/payment'): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>
<a class="button" href="${escapeHtml(portalUrl)}">Back to Process Payment</a>`,
  );
}

/**
 * The html the portal writes into its payment window: it moves the window to the hosted card
 * page with a meta refresh (no script, so the policy the window inherits does not block it),
 * with a link for the case a browser does not follow it.
 */
export function hostedPageHtml(url: string): string {
  return page(
    'Opening secure payment page',
    `<h1>Opening the secure payment page…</h1>
<p class="muted">You are being sent to the card payment provider's secure page.</p>
<a class="button" href="${escapeHtml(url)}">Continue to the secure payment page</a>`,
    `<meta http-equiv="refresh" content="0;url=${escapeHtml(url)}">`,
  );
}
