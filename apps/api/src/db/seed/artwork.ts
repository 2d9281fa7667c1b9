/**
 * Deterministic SVG artwork for the demo catalogue: book covers, author portraits, publisher logos and
 * home-page slides. No randomness, fonts, images or URLs: colours and shapes come from a hash of the key,
 * so the same key always gives the same picture. The server serves each as WebP in a few widths
 * (routes/images.ts), at the addresses `artworkUrl` gives.
 */

const SERIF = 'Georgia, serif';
const SANS = 'system-ui, sans-serif';

/** Escapes text for use in SVG/XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => {
    switch (char) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return '&apos;';
    }
  });
}

/** 32-bit FNV-1a hash of a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A handful of deterministic values in [0, 1) derived from the key. */
function seeds(key: string, count: number): number[] {
  const values: number[] = [];
  let h = hash(key);
  for (let i = 0; i < count; i++) {
    h = hash(`${h}:${key}:${i}`);
    values.push(h / 0x100000000);
  }
  return values;
}

function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${Math.round(((hue % 360) + 360) % 360)},${saturation}%,${lightness}%)`;
}

/** Picks one item of a non-empty list from a value in [0, 1). */
function pick<T>(items: readonly [T, ...T[]], value: number): T {
  return items[Math.floor(value * items.length) % items.length] ?? items[0];
}

/**
 * Wraps text into at most `maxLines` lines of about `maxChars` characters. Words longer than a line are
 * broken with a hyphen; text that does not fit ends with an ellipsis.
 */
function wrap(text: string, maxChars: number, maxLines: number): { lines: string[]; truncated: boolean } {
  const words: string[] = [];
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    let rest = Array.from(word);
    while (rest.length > maxChars) {
      words.push(`${rest.slice(0, maxChars - 1).join('')}-`);
      rest = rest.slice(maxChars - 1);
    }
    words.push(rest.join(''));
  }
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    const joinable = last !== undefined && !last.endsWith('-');
    if (joinable && Array.from(`${last} ${word}`).length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return { lines, truncated: false };
  const kept = lines.slice(0, maxLines);
  const lastLine = Array.from(kept[maxLines - 1] ?? '');
  kept[maxLines - 1] = `${lastLine
    .slice(0, Math.max(1, maxChars - 1))
    .join('')
    .replace(/[\s,.;:-]+$/, '')}…`;
  return { lines: kept, truncated: true };
}

/** Wraps with the largest font size (first option) that fits without truncation. */
function fit(
  text: string,
  options: readonly [{ chars: number; size: number }, ...{ chars: number; size: number }[]],
  maxLines: number,
): { lines: string[]; size: number } {
  for (const option of options) {
    const { lines, truncated } = wrap(text, option.chars, maxLines);
    if (!truncated) return { lines, size: option.size };
  }
  const last = options[options.length - 1] ?? options[0];
  return { lines: wrap(text, last.chars, maxLines).lines, size: last.size };
}

/** Centred (or left-aligned) multi-line text as one <text> element with <tspan>s. */
function textBlock(
  lines: string[],
  x: number,
  firstBaseline: number,
  lineHeight: number,
  attributes: string,
  anchor: 'middle' | 'start' = 'middle',
): string {
  const spans = lines
    .map(
      (line, i) =>
        `<tspan x="${x}" y="${Math.round(firstBaseline + i * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text text-anchor="${anchor}" ${attributes}>${spans}</text>`;
}

function svgOpen(width: number, height: number, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" aria-label="${escapeXml(label)}"><title>${escapeXml(label)}</title>`
  );
}

function initials(name: string): string {
  const words = name
    .split(/[\s-]+/)
    .map((word) => word.replace(/[^\p{L}]/gu, ''))
    .filter((word) => word.length > 0 && word[0] === word[0]?.toUpperCase());
  const first = words[0];
  const last = words[words.length - 1];
  if (first === undefined || last === undefined) return '?';
  const letters =
    first === last ? Array.from(first).slice(0, 2).join('') : `${Array.from(first)[0]}${Array.from(last)[0]}`;
  return letters.toUpperCase();
}

/** 300×450 portrait book cover: title, author and a simple geometric decoration. */
export function bookCoverSvg(book: { key: string; name: string; author: string }): string {
  const [s0 = 0, s1 = 0, s2 = 0, s3 = 0] = seeds(book.key, 4);
  const hue = s0 * 360;
  const background = hsl(hue, 42, 26);
  const accent = hsl(hue + 35 + s1 * 50, 62, 62);
  const ink = hsl(hue, 30, 95);
  const decoration = pick(
    [
      // Concentric circles
      `<circle cx="150" cy="335" r="70" fill="none" stroke="${accent}" stroke-width="6"/><circle cx="150" cy="335" r="44" fill="${accent}" opacity=".55"/>`,
      // Diagonal stripes
      `<g stroke="${accent}" stroke-width="10" opacity=".7"><path d="M40 400 160 280M85 400 205 280M130 400 250 280"/></g>`,
      // Triangle (mountain)
      `<path d="M40 395 130 275 175 335 205 300 265 395Z" fill="${accent}" opacity=".75"/>`,
      // Dot grid
      `<g fill="${accent}">${[0, 1, 2, 3, 4].map((i) => `<circle cx="${70 + i * 40}" cy="310" r="5"/><circle cx="${70 + i * 40}" cy="345" r="5"/>`).join('')}</g>`,
      // Half sun
      `<path d="M60 390a90 90 0 0 1 180 0Z" fill="${accent}" opacity=".8"/>`,
    ],
    s2,
  );
  const title = fit(
    book.name,
    [
      { chars: 12, size: 36 },
      { chars: 15, size: 30 },
      { chars: 19, size: 24 },
    ],
    4,
  );
  const lineHeight = Math.round(title.size * 1.18);
  const author = wrap(book.author, 26, 1).lines;
  const band =
    s3 < 0.5
      ? `<rect x="0" y="0" width="300" height="14" fill="${accent}"/>`
      : `<rect x="18" y="18" width="264" height="414" fill="none" stroke="${accent}" stroke-width="2"/>`;
  return (
    `${svgOpen(300, 450, `${book.name} — ${book.author}`)}` +
    `<rect width="300" height="450" fill="${background}"/>${band}${decoration}` +
    `<rect x="40" y="${52 + title.lines.length * lineHeight}" width="60" height="3" fill="${accent}"/>` +
    textBlock(
      title.lines,
      150,
      40 + title.size,
      lineHeight,
      `font-family="${SERIF}" font-size="${title.size}" font-weight="bold" fill="${ink}"`,
    ) +
    textBlock(author, 150, 426, 0, `font-family="${SANS}" font-size="16" letter-spacing="1" fill="${ink}"`) +
    '</svg>'
  );
}

/** 300×300 stylised portrait: a silhouette on a coloured background, with the author's initials. */
export function portraitSvg(author: { key: string; name: string }): string {
  const [s0 = 0, s1 = 0] = seeds(author.key, 2);
  const hue = s0 * 360;
  const background = hsl(hue, 45, 82);
  const figure = hsl(hue + 180 * s1, 35, 32);
  const letters = initials(author.name);
  return (
    `${svgOpen(300, 300, author.name)}` +
    `<rect width="300" height="300" fill="${background}"/>` +
    `<circle cx="150" cy="150" r="128" fill="${hsl(hue, 40, 72)}"/>` +
    `<circle cx="150" cy="118" r="52" fill="${figure}"/>` +
    `<path d="M62 262c6-52 44-82 88-82s82 30 88 82Z" fill="${figure}"/>` +
    `<circle cx="238" cy="238" r="40" fill="${hsl(hue, 60, 40)}" stroke="#fff" stroke-width="4"/>` +
    `<text x="238" y="250" text-anchor="middle" font-family="${SERIF}" font-size="${letters.length > 2 ? 22 : 32}" font-weight="bold" fill="#fff">${escapeXml(letters)}</text>` +
    '</svg>'
  );
}

/** 300×300 logo-like mark with the publisher's name under it. */
export function publisherLogoSvg(publisher: { key: string; name: string }): string {
  const [s0 = 0, s1 = 0] = seeds(publisher.key, 2);
  const hue = s0 * 360;
  const main = hsl(hue, 55, 38);
  const light = hsl(hue + 30, 60, 70);
  const mark = pick(
    [
      `<rect x="100" y="40" width="100" height="100" rx="10" fill="${main}"/><circle cx="150" cy="90" r="30" fill="${light}"/>`,
      `<path d="M150 35 210 140H90Z" fill="${main}"/><path d="M150 80 178 130H122Z" fill="${light}"/>`,
      `<path d="M150 35 205 90 150 145 95 90Z" fill="${main}"/><circle cx="150" cy="90" r="16" fill="${light}"/>`,
      `<g fill="${main}"><rect x="100" y="45" width="22" height="95"/><rect x="139" y="60" width="22" height="80"/><rect x="178" y="35" width="22" height="105"/></g><rect x="92" y="140" width="116" height="6" fill="${light}"/>`,
      // Open book
      `<path d="M150 60C130 45 105 42 85 45v90c20-3 45 0 65 15 20-15 45-18 65-15V45c-20-3-45 0-65 15Z" fill="${main}"/><path d="M150 62v88" stroke="${light}" stroke-width="4"/>`,
    ],
    s1,
  );
  const name = fit(
    publisher.name,
    [
      { chars: 13, size: 30 },
      { chars: 17, size: 24 },
      { chars: 22, size: 19 },
    ],
    2,
  );
  return (
    `${svgOpen(300, 300, publisher.name)}` +
    `<rect width="300" height="300" fill="${hsl(hue, 30, 96)}"/>${mark}` +
    textBlock(
      name.lines,
      150,
      192 + name.size * 0.4,
      name.size * 1.2,
      `font-family="${SERIF}" font-size="${name.size}" fill="${hsl(hue, 40, 20)}"`,
    ) +
    '</svg>'
  );
}

/**
 * Banner background hues, from a short list of clearly different colours so that neighbouring slides of the
 * carousel do not look alike (with the demo slides' keys, each of the five gets its own colour).
 */
const SLIDE_HUES = [160, 280, 45, 120, 320, 205, 30, 352, 230] as const;

/**
 * 1200×400 home-page banner: colour and shapes only. Its headline is the slide's text in each language,
 * which the shop lays over the top left as real text (so the right holds the shapes, clear of it).
 */
export function slideSvg(key: string): string {
  const [s0 = 0, s1 = 0] = seeds(`banner:${key}`, 2);
  const hue = pick(SLIDE_HUES, s0);
  const accent = hsl(hue + 40, 70, 62);
  const shapes =
    s1 < 0.5
      ? `<circle cx="1040" cy="200" r="150" fill="${accent}" opacity=".85"/><circle cx="930" cy="330" r="70" fill="${hsl(hue, 50, 45)}"/>`
      : `<path d="M860 400 1040 60 1200 400Z" fill="${accent}" opacity=".85"/><circle cx="1110" cy="110" r="50" fill="${hsl(hue, 50, 45)}"/>`;
  return (
    // Decoration only: nothing for a screen reader (the headline is read from the page).
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" aria-hidden="true">' +
    `<rect width="1200" height="400" fill="${hsl(hue, 45, 24)}"/>` +
    `<circle cx="120" cy="420" r="260" fill="${hsl(hue, 45, 30)}"/>${shapes}` +
    '</svg>'
  );
}

/** The largest width each kind of artwork is made in (contract `imageWidths` gives the others). */
export const artworkLargestWidth = { books: 960, authors: 960, publishers: 960, slides: 1920 } as const;
export type ArtworkKind = keyof typeof artworkLargestWidth;

/** Where the server serves the demo catalogue's artwork: WebP in each width, named as uploads are. */
export function artworkUrl(kind: ArtworkKind, key: string): string {
  return `/images/${kind}/${key}-${artworkLargestWidth[kind]}.webp`;
}

/**
 * The key of the artwork a book, author or publisher gets from an import until an admin uploads its
 * own picture (issue 38): a plain cover, portrait and logo, one for every imported one.
 */
export const PLACEHOLDER_ARTWORK_KEY = 'placeholder';

/** A placeholder's drawing of each kind (no slide has one). */
export const placeholderArtwork = {
  books: () => bookCoverSvg({ key: PLACEHOLDER_ARTWORK_KEY, name: '', author: '' }),
  authors: () => portraitSvg({ key: PLACEHOLDER_ARTWORK_KEY, name: '' }),
  publishers: () => publisherLogoSvg({ key: PLACEHOLDER_ARTWORK_KEY, name: '' }),
};
