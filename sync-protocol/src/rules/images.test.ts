import { describe, expect, it } from 'vitest';
import { sniffBase64ImageType, sniffImageType } from './images';

const bytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
const PNG_BYTES = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);

describe('#sniffImageType', () => {
  it('tells PNG, JPEG, GIF and WEBP by their first bytes, and nothing else', () => {
    expect(sniffImageType(PNG_BYTES)).toBe('image/png');
    expect(sniffImageType(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(bytes('GIF89a'))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(bytes('hello'))).toBeNull();
  });

  it('reads base64 text the same way, and answers null for text that is not base64', () => {
    const b64 = (b: Uint8Array) => btoa(String.fromCharCode(...b));
    expect(sniffBase64ImageType(b64(PNG_BYTES))).toBe('image/png');
    expect(sniffBase64ImageType(b64(bytes('GIF89a')))).toBe('image/gif');
    expect(sniffBase64ImageType(b64(bytes('hello world')))).toBeNull();
    expect(sniffBase64ImageType('not base64!')).toBeNull();
  });
});
