import { describe, expect, it } from 'vitest';
import { ca } from '../locales/ca';
import { es } from '../locales/es';
import { addBookFormLabels } from './labels';
import { localisedFields, localisedInitialValues, localisedValue } from './localised';

// Issue 35: an admin writes a book's, author's or publisher's texts in every language the shop offers,
// given as data; Spanish and English are required (the server needs both), the others optional.

const shown = (fields: ReturnType<typeof localisedFields>) =>
  fields.map((field) => [field.name, field.label, field.optional]);

const barcelona = [
  { code: 'esp', name: 'Español', required: true },
  { code: 'cat', name: 'Catalán' },
  { code: 'eng', name: 'Inglés', required: true },
];

describe('localised fields', () => {
  it("shows the SPEC's English and Spanish, both required, when no languages are given", () => {
    expect(shown(localisedFields('name', addBookFormLabels))).toEqual([
      ['nameEng', 'English name', false],
      ['nameEsp', 'Spanish name', false],
    ]);
    expect(shown(localisedFields('text', es.addAuthorForm))).toEqual([
      ['textEng', 'Biografía en inglés', false],
      ['textEsp', 'Biografía en español', false],
    ]);
  });

  it("gives a field per offered language in the shop's order, the optional ones not required", () => {
    const fields = localisedFields('text', es.addBookForm, barcelona, 'textarea');
    expect(fields.map((field) => [field.name, field.label, field.type, field.optional])).toEqual([
      ['textEsp', 'Información en español', 'textarea', false],
      ['textCat', 'Información en catalán', 'textarea', true],
      ['textEng', 'Información en inglés', 'textarea', false],
    ]);
  });

  it("names a language the kit has never heard of with the name it is given, in the pack's sentence", () => {
    const armenian = [...barcelona, { code: 'arm', name: 'Armenio' }];
    expect(shown(localisedFields('name', es.addBookForm, armenian)).at(-1)).toEqual([
      'nameArm',
      'Nombre en armenio',
      true,
    ]);
    expect(localisedFields('name', addBookFormLabels, [{ code: 'arm', name: 'Armenian' }])[0]?.label).toBe(
      'Armenian name',
    );
    // Without a name, the pack's own name of the language, then its code.
    expect(shown(localisedFields('name', ca.addBookForm, [{ code: 'cat' }, { code: 'arm' }]))).toEqual([
      ['nameCat', 'Nom en català', true],
      ['nameArm', 'Nom en arm', true],
    ]);
  });

  it('sends a text per offered language, a blank optional one as "" so that it clears a stored one', () => {
    const languages = [...barcelona, { code: 'arm', name: 'Armenio' }];
    const values = {
      nameEng: 'The Square',
      nameEsp: 'La plaza del Diamante',
      nameCat: ' La plaça del Diamant ',
      nameArm: '',
    };
    expect(localisedValue(values, 'name', languages)).toEqual({
      esp: 'La plaza del Diamante',
      cat: 'La plaça del Diamant',
      eng: 'The Square',
      arm: '',
    });
    // A shop without Catalan sends what it always has: a stored Catalan text stays as it is.
    expect(localisedValue(values, 'name')).toEqual({ eng: 'The Square', esp: 'La plaza del Diamante' });
  });

  it('starts an edit form with the stored texts, blank in a language none was written in', () => {
    expect(localisedInitialValues('name', { eng: 'A', esp: 'B', cat: 'C' }, barcelona)).toEqual({
      nameEsp: 'B',
      nameCat: 'C',
      nameEng: 'A',
    });
    expect(localisedInitialValues('text', { eng: 'A', esp: 'B' }, barcelona)).toEqual({
      textEsp: 'B',
      textCat: '',
      textEng: 'A',
    });
  });
});
