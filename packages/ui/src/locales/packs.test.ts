import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { storyLanguages } from '../storybook/languages';
import { packTag } from './packFiles';
import { localePacks } from './packs';

const folderTags = readdirSync(import.meta.dirname)
  .map(packTag)
  .filter((tag) => tag !== undefined)
  .sort();

describe('the locale packs', () => {
  it("are each a language of Storybook's toolbar, by the file's tag, so a new one is tested at once", () => {
    expect(folderTags).toEqual(expect.arrayContaining(['ca', 'en', 'es']));
    expect(storyLanguages.map((language) => language.tag).sort()).toEqual(folderTags);
  });

  it('publish only packs of the folder, each under its own tag, Catalan among them', () => {
    expect(Object.keys(localePacks).sort()).toEqual(['ca', 'en', 'es']);
    for (const [tag, labels] of Object.entries(localePacks)) {
      expect(folderTags, tag).toContain(tag);
      expect(storyLanguages.find((language) => language.tag === tag)?.labels, tag).toBe(labels);
    }
  });

  it('are each named by a language its browser knows, in that language', () => {
    for (const language of storyLanguages) {
      expect(Intl.getCanonicalLocales(language.tag), language.tag).toEqual([language.tag]);
      expect(language.name, language.tag).not.toBe(language.tag);
    }
    expect(storyLanguages.map((language) => language.name)).toEqual(
      expect.arrayContaining(['Català', 'English', 'Español']),
    );
  });
});
