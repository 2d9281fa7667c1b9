import { describe, expect, it } from 'vitest';
import { imageSources } from './images';

describe('imageSources', () => {
  it('offers an upload in each width of its kind', () => {
    expect(imageSources('/uploads/0123456789abcdef0123456789abcdef-960.webp')).toEqual({
      src: '/uploads/0123456789abcdef0123456789abcdef-960.webp',
      srcSet:
        '/uploads/0123456789abcdef0123456789abcdef-240.webp 240w, /uploads/0123456789abcdef0123456789abcdef-480.webp 480w, /uploads/0123456789abcdef0123456789abcdef-960.webp 960w',
    });
    expect(imageSources('/uploads/ab-384.webp').srcSet).toBe(
      '/uploads/ab-96.webp 96w, /uploads/ab-192.webp 192w, /uploads/ab-384.webp 384w',
    );
  });

  it('offers the demo artwork the same way', () => {
    expect(imageSources('/images/slides/sea-1920.webp').srcSet).toBe(
      '/images/slides/sea-480.webp 480w, /images/slides/sea-960.webp 960w, /images/slides/sea-1920.webp 1920w',
    );
  });

  it('leaves any other address as it is, with no srcset', () => {
    for (const url of [
      '/images/books/don-quijote.svg',
      'https://example.com/uploads/x-960.webp',
      '/uploads/x-300.webp',
      '/elsewhere/x-960.webp',
    ]) {
      expect(imageSources(url)).toEqual({ src: url });
    }
  });
});
