/**
 * Converge's XML API speaks flat elements: a request is `<txn><ssl_field>value</ssl_field>…</txn>`
 * sent as the form field `xmldata`; a transaction query answers
 * `<txnlist><ssl_txn_count>n</ssl_txn_count><txn>…</txn>…</txnlist>`, and an error
 * `<txn><errorCode>…</errorCode><errorName>…</errorName><errorMessage>…</errorMessage></txn>`.
 * Only that flat shape is read here; nothing else of XML is needed.
 */
const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const XML_UNESCAPES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

export const escapeXml = (v: string) => v.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

export function unescapeXml(v: string): string {
  return v.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
    if (e[0] === '#')
      return String.fromCodePoint(
        e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)),
      );
    return XML_UNESCAPES[e.toLowerCase()] ?? whole;
  });
}

export function txnXml(fields: Record<string, string>): string {
  const body = Object.entries(fields)
    .map(([k, v]) => `<${k}>${escapeXml(v)}</${k}>`)
    .join('');
  return `<txn>${body}</txn>`;
}

/** The flat fields of one element's content. */
export function flatFields(xml: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of xml.matchAll(/<([A-Za-z_][\w.-]*)\s*\/>|<([A-Za-z_][\w.-]*)>([^<]*)<\/\2>/g)) {
    if (m[1]) out[m[1]] = '';
    else out[m[2]!] = unescapeXml(m[3]!).trim();
  }
  return out;
}

/** Every `<txn>` element's fields. */
export function txnElements(xml: string): Record<string, string>[] {
  return [...xml.matchAll(/<txn>([\s\S]*?)<\/txn>/g)].map((m) => flatFields(m[1]!));
}
