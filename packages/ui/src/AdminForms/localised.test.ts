import { describe, expect, it } from 'vitest';
import { addBookFormLabels } from './labels';
import { localisedFields, localisedInitialValues, localisedValue } from './localised';

// Issue 35: an admin writes a book's, author's or publisher's texts in every language the shop offers;
// Spanish and English are required (the server needs both), Catalan is optional.

describe('localised fields', () => {
  it('shows Spanish and English only, both required, in a shop of Español and English', () => {
    for (const languages of [undefined, ['esp', 'eng'] as const]) {
      const fields = localisedFields('name', addBookFormLabels, languages);
      expect(fields.map((field) => [field.name, field.label, field.optional ?? false])).toEqual([
        ['nameEng', 'English name', false],
        ['nameEsp', 'Spanish name', false],
      ]);
    }
  });

  it('adds an optional Catalan field when the shop offers Catalan', () => {
    const fields = localisedFields('text', addBookFormLabels, ['esp', 'cat', 'eng'], 'textarea');
    expect(fields.map((field) => [field.name, field.label, field.type, field.optional ?? false])).toEqual([
      ['textEng', 'English information', 'textarea', false],
      ['textEsp', 'Spanish information', 'textarea', false],
      ['textCat', 'Catalan information', 'textarea', true],
    ]);
  });

  it('sends the Catalan text only when the shop offers it, a blank one clearing what was stored', () => {
    const values = {
      nameEng: 'The Square',
      nameEsp: 'La plaza del Diamante',
      nameCat: ' La plaça del Diamant ',
    };
    expect(localisedValue(values, 'name', ['esp', 'cat', 'eng'])).toEqual({
      eng: 'The Square',
      esp: 'La plaza del Diamante',
      cat: 'La plaça del Diamant',
    });
    expect(localisedValue({ ...values, nameCat: '' }, 'name', ['esp', 'cat', 'eng'])).toEqual({
      eng: 'The Square',
      esp: 'La plaza del Diamante',
      cat: '',
    });
    // A shop without Catalan sends what it always has: a stored Catalan text stays as it is.
    expect(localisedValue(values, 'name', ['esp', 'eng'])).toEqual({
      eng: 'The Square',
      esp: 'La plaza del Diamante',
    });
  });

  it('starts an edit form with the stored texts, Catalan blank when none was written', () => {
    expect(localisedInitialValues('name', { eng: 'A', esp: 'B', cat: 'C' })).toEqual({
      nameEng: 'A',
      nameEsp: 'B',
      nameCat: 'C',
    });
    expect(localisedInitialValues('text', { eng: 'A', esp: 'B' })).toEqual({
      textEng: 'A',
      textEsp: 'B',
      textCat: '',
    });
  });
});
