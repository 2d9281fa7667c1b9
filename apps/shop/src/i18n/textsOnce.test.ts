import { readFileSync } from 'node:fs';
import { type BookshopLabels, ca, en, es } from '@bookshop/ui';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { accountWords } from '../features/account/accountWords';
import { backOfficeWords } from '../features/back-office/backOfficeWords';
import { uploadWords } from '../features/back-office/uploadWords';
import { catalogueWords } from '../features/catalogue/catalogueWords';
import { orderWords } from '../features/orders/orderWords';
import { contactsWords } from '../features/text-pages/contactsWords';
import { catalanAccountWords } from './catalan/accountWords';
import { catalanBackOfficeWords } from './catalan/backOfficeWords';
import { catalanCatalogueWords } from './catalan/catalogueWords';
import { catalanContactsWords } from './catalan/contactsWords';
import { catalanOrderWords } from './catalan/orderWords';
import { catalanUploadWords } from './catalan/uploadWords';
import { catalanShopWords } from './catalan/words';
import { englishShopWords } from './english/words';
import { spanishShopWords } from './spanish/words';

// Every text once (issue 35): a text of the kit's components is the kit's pack's, not typed again in
// the shop's words. Each language's words are composed from the kit's texts (`withKitPack({ topBar: caGroups.topBar, ... }, own)`,
// `withKitGroups({ topBar: esGroups.topBar, ... }, own)`), so only the texts the shop words its own way
// are written there.

type Texts = Record<string, unknown>;

/**
 * Two texts are the same when they say the same, functions given the same values: digits as text,
 * which read as a count, a name and a language's name alike.
 */
const samples = [
  ['Emma', '2', 'llibres'],
  ['1234', '1', 'x'],
  ['1', '3', 'Anna'],
];
function sameText(a: unknown, b: unknown): boolean {
  if (typeof a === 'function' && typeof b === 'function') {
    return samples.every((values) => String(a(...values)) === String(b(...values)));
  }
  return typeof a === 'string' && a === b;
}

/** The texts of a dictionary's kit groups that its language's pack already has, by path. */
function textsTwice(words: object, pack: BookshopLabels, written: (group: string, key: string) => boolean) {
  return Object.entries(words).flatMap(([group, texts]) => {
    const kit = (pack as unknown as Record<string, Texts | undefined>)[group];
    if (!kit || typeof texts !== 'object') return [];
    return Object.entries(texts as Texts)
      .filter(([key, text]) => written(group, key) && sameText(text, kit[key]))
      .map(([key]) => `${group}.${key}`);
  });
}

/** The functions that compose a dictionary from the kit's texts, and which argument is the shop's own. */
const composers: Record<string, number> = { withKitPack: 1, withKitGroups: 1 };

/**
 * Whether a word file writes a kit group's text itself in a language (`esp`, `eng`, or a Catalan file's
 * one dictionary): the texts of the shop's own wording it gives `withKitPack(groups, own)` or
 * `withKitGroups(kit, own)`; every text of a dictionary not composed from the kit.
 */
function writtenIn(file: string, language?: 'esp' | 'eng'): (group: string, key: string) => boolean {
  const path = new URL(`./${file}`, import.meta.url);
  const source = ts.createSourceFile(file, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const written = new Set<string>();
  let composed = false;
  // The file's constants, for an `own` given by name.
  const constants = new Map<string, ts.Expression>();
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.initializer)
      constants.set(node.name.getText(), node.initializer);
    ts.forEachChild(node, collect);
  };
  collect(source);
  const visit = (node: ts.Node) => {
    const ownAt = ts.isCallExpression(node) ? composers[node.expression.getText()] : undefined;
    // A language's dictionary is the constant named after it (`const esp = withKitGroups(...)`).
    const dictionary =
      node.parent && ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : undefined;
    if (ts.isCallExpression(node) && ownAt !== undefined && (!language || dictionary === language)) {
      composed = true;
      const given = node.arguments[ownAt];
      const own = given && ts.isIdentifier(given) ? constants.get(given.text) : given;
      if (own && ts.isObjectLiteralExpression(own)) {
        for (const group of own.properties) {
          if (!ts.isPropertyAssignment(group) || !ts.isObjectLiteralExpression(group.initializer)) continue;
          for (const text of group.initializer.properties) {
            if (text.name) written.add(`${group.name.getText()}.${text.name.getText()}`);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return (group, key) => !composed || written.has(`${group}.${key}`);
}

const spanishAndEnglishFiles: Record<string, { esp: object; eng: object }> = {
  '../features/account/accountWords.ts': accountWords,
  '../features/back-office/backOfficeWords.ts': backOfficeWords,
  '../features/catalogue/catalogueWords.ts': catalogueWords,
  '../features/text-pages/contactsWords.ts': contactsWords,
  '../features/orders/orderWords.ts': orderWords,
  '../features/back-office/uploadWords.ts': uploadWords,
};

const catalanFiles = {
  'words.ts': catalanShopWords,
  'accountWords.ts': catalanAccountWords,
  'backOfficeWords.ts': catalanBackOfficeWords,
  'catalogueWords.ts': catalanCatalogueWords,
  'contactsWords.ts': catalanContactsWords,
  'orderWords.ts': catalanOrderWords,
  'uploadWords.ts': catalanUploadWords,
};

describe('every text once', () => {
  it.each(Object.entries(catalanFiles))(
    'the Catalan %s writes no text the kit’s ca pack has, and takes the others from it',
    (file, words) => {
      const written = writtenIn(`catalan/${file}`);
      expect(textsTwice(words, ca, written)).toEqual([]);
      // The pack's texts are there, composed: the kit groups say what the pack says, but for the shop's own.
      const fromPack = textsTwice(words, ca, (group, key) => !written(group, key));
      expect(fromPack.length, file).toBeGreaterThan(0);
    },
  );

  it.each([
    ['spanish/words.ts', 'esp', spanishShopWords, es],
    ['english/words.ts', 'eng', englishShopWords, en],
  ] as const)(
    'the common words of %s write no text the kit’s pack has, and take the others from it',
    (file, language, words, pack) => {
      const written = writtenIn(file, language);
      expect(textsTwice(words, pack, written)).toEqual([]);
      expect(textsTwice(words, pack, (group, key) => !written(group, key)).length).toBeGreaterThan(0);
    },
  );

  it.each(Object.entries(spanishAndEnglishFiles))(
    'the Spanish and English %s write no text the kit’s es and en packs have, and take the others from them',
    (file, words) => {
      for (const [language, pack] of [
        ['esp', es],
        ['eng', en],
      ] as const) {
        const written = writtenIn(file, language);
        expect(textsTwice(words[language], pack, written), `${file} ${language}`).toEqual([]);
        const fromPack = textsTwice(words[language], pack, (group, key) => !written(group, key));
        expect(fromPack.length, `${file} ${language}`).toBeGreaterThan(0);
      }
    },
  );
});
