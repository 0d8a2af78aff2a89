/**
 * An image's type read from its first bytes (its signature), never from a file name or a
 * declared content type: the server refuses uploads and photos by it, the tablet checks a file
 * before queueing it and labels a queued photo with it.
 */

/** A contact's photo and an item's image: at most 5 MB, of these types. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const ITEM_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ITEM_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const ITEM_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;

export type ImageType = (typeof ITEM_IMAGE_TYPES)[number];

export function sniffImageType(b: Uint8Array): ImageType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 8 && b[0] === 0x89 && ascii(1, 4) === 'PNG') return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 6 && ascii(0, 4) === 'GIF8') return 'image/gif';
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** The type of base64 image text (a photo as the protocol carries it), from its first bytes. */
export function sniffBase64ImageType(base64: string): ImageType | null {
  try {
    const head = atob(base64.slice(0, 16));
    return sniffImageType(Uint8Array.from(head, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}
