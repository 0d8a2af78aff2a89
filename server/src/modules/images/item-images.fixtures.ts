/** Test helpers for the item image routes: tiny real images and a multipart upload through fetch. */
import type { TestServer } from '../../testing/test-server';

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

interface UploadAnswer {
  success?: boolean;
  primary_image: string;
  item?: unknown;
  error?: string;
}

export type UploadPart = { bytes: Buffer; name: string; type?: string } | string;

/** POSTs a multipart form: `parts` maps field name to a file (bytes, file name, declared type) or text. */
export async function uploadImage(
  server: TestServer,
  token: string | null,
  itemId: string,
  parts: Record<string, UploadPart>,
) {
  const form = new FormData();
  for (const [field, part] of Object.entries(parts)) {
    if (typeof part === 'string') form.append(field, part);
    else {
      const type = part.type ?? 'application/octet-stream';
      form.append(field, new Blob([new Uint8Array(part.bytes)], { type }), part.name);
    }
  }
  const res = await fetch(`${server.url}/api/flow/items/${itemId}/images`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as UploadAnswer };
}

/** Counts of a test database: stored images of an item, and an item's version. */
export function imageProbes(server: TestServer) {
  const one = async <T>(sql: string, params: unknown[]) =>
    (await server.db.em.fork().execute<T[]>(sql, params))[0]!;
  return {
    imageCount: async (itemId: string) =>
      Number(
        (
          await one<{ n: number }>('select count(*) as n from item_images where flow_item_id = ?', [
            itemId,
          ])
        ).n,
      ),
    itemVersion: async (itemId: string) =>
      Number(
        (await one<{ v: string }>('select version as v from flow_items where id = ?', [itemId])).v,
      ),
  };
}
