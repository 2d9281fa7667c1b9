import { describe, expect, it } from 'vitest';
import { demoAuthors, demoBooks, demoPublishers, demoSlides } from '../src/db/seed/demo-catalogue';
import { catalanDemoTexts } from '../src/db/seed/demo-catalogue-cat';

const { authors, publishers, books, slides } = catalanDemoTexts;

/** Each part of the demo catalogue, its Catalan texts and the text every entry must have there. */
const parts = [
  { part: 'authors', entries: demoAuthors, catalan: authors, text: 'biography' },
  { part: 'publishers', entries: demoPublishers, catalan: publishers, text: 'information' },
  { part: 'books', entries: demoBooks, catalan: books, text: 'info' },
  { part: 'slides', entries: demoSlides, catalan: slides, text: 'headline' },
] as const;

/** Every Catalan text of the demo catalogue, by where it is (`books.nada.info`). */
const allTexts = parts.flatMap(({ part, catalan }) =>
  Object.entries(catalan).flatMap(([key, texts]) =>
    Object.entries(texts as Record<string, string>).map(([field, text]) => [`${part}.${key}.${field}`, text]),
  ),
);

describe("the demo catalogue's Catalan texts", () => {
  it.each(parts)(
    'give every one of the $part a Catalan text, and none to a key the catalogue lacks',
    ({ entries, catalan }) => {
      expect(Object.keys(catalan).sort()).toEqual(entries.map((entry) => entry.key).sort());
    },
  );

  it.each(parts)(
    "write each of the $part's texts in Catalan, never the Spanish one again",
    ({ entries, catalan, text }) => {
      for (const entry of entries) {
        const spanish = (entry as unknown as Record<string, { esp: string }>)[text]?.esp;
        const own = (catalan as Record<string, Record<string, string>>)[entry.key]?.[text];
        expect(own?.trim(), `${entry.key}.${text}`).toBeTruthy();
        expect(own, `${entry.key}.${text}`).not.toBe(spanish);
      }
    },
  );

  it('give a name or a title only where Catalan differs from the Spanish', () => {
    const spanishOf = new Map<string, { name: { esp: string }; title?: { esp: string } }>(
      [...demoAuthors, ...demoPublishers, ...demoBooks].map((entry) => [entry.key, entry]),
    );
    for (const [key, texts] of [
      ...Object.entries(authors),
      ...Object.entries(publishers),
      ...Object.entries(books),
    ]) {
      const spanish = spanishOf.get(key);
      if ('name' in texts && texts.name !== undefined) expect(texts.name, key).not.toBe(spanish?.name.esp);
      if ('title' in texts && texts.title !== undefined) {
        expect(texts.title.trim(), key).not.toBe('');
        expect(texts.title, key).not.toBe(spanish?.title?.esp);
      }
    }
  });

  it('write the ela geminada with the middle dot, and no Spanish question or exclamation marks', () => {
    expect(allTexts.length).toBeGreaterThan(300);
    for (const [at, text] of allTexts) {
      expect(text, at).not.toMatch(/l[.\u2022\u2219\u22c5]l|\u0140l/i);
      expect(text, at).not.toMatch(/[¿¡]/);
    }
    expect(authors['merce-rodoreda']?.biography).toContain('novel·lista');
  });
});
