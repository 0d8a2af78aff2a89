import { describe, expect, it } from 'vitest';
import { readItemImage } from './item-image';

const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

describe('#readItemImage', () => {
  it('reads a PNG into base64 with its sniffed type', async () => {
    const result = await readItemImage(new File([PNG_BYTES], 'shelf.png', { type: 'image/png' }));
    expect(result).toMatchObject({ ok: true, image: { fileName: 'shelf.png', mime: 'image/png' } });
    if (result.ok) expect(result.image.dataUrl).toMatch(/^data:image\/png;base64,iVBOR/);
  });

  it('refuses other types, by name and by bytes', async () => {
    expect(await readItemImage(new File(['x'], 'notes.txt', { type: 'text/plain' }))).toEqual({
      ok: false,
      error: 'Please upload a PNG, JPG, GIF or WEBP image',
    });
    expect(await readItemImage(new File(['not a png'], 'fake.png', { type: 'image/png' }))).toEqual(
      { ok: false, error: 'Please upload a PNG, JPG, GIF or WEBP image' },
    );
    expect(await readItemImage(new File(['BM'], 'old.bmp', { type: 'image/bmp' }))).toMatchObject({
      ok: false,
    });
  });

  it('accepts exactly 5 MB and refuses more', async () => {
    const max = new Uint8Array(5 * 1024 * 1024);
    max.set(PNG_BYTES);
    expect((await readItemImage(new File([max], 'big.png', { type: 'image/png' }))).ok).toBe(true);
    const over = new File([max, new Uint8Array(1)], 'bigger.png', { type: 'image/png' });
    expect(await readItemImage(over)).toEqual({ ok: false, error: 'Image must be 5MB or smaller' });
  });
});
