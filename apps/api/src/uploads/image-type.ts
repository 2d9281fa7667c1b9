/** The image formats an upload may be, told by their first bytes (never by a name or a header). */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * The format the bytes are, or undefined. JPEG starts FF D8 FF; PNG with its 8-byte signature; WebP is a
 * RIFF file of type WEBP; AVIF an ISO-BMFF file whose `ftyp` box names the `avif` or `avis` brand.
 */
export function imageTypeOf(bytes: Uint8Array): ImageType | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length, 256);
    // The major brand, then the compatible brands, 4 bytes each (the minor version between is skipped).
    for (let at = 8; at + 4 <= boxSize; at += at === 8 ? 8 : 4) {
      const brand = ascii(bytes, at, at + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return undefined;
}
