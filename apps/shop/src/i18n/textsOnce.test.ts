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
import { catalanWords } from './catalan';
import { shopWords } from './words';

// Every text once (issue 35): a text of the kit's components is the kit's pack's, not typed again in
// the shop's words. The Catalan words are composed from the kit's `ca` pack (`withKitPack`), so only
// the texts the shop words its own way are written there.

type Texts = Record<string, unknown>;

/** Two texts are the same when they say the same, functions given the same values. */
const samples = [
  ['Emma', 2, 'llibres'],
  [1234, 1, 'x'],
  [1, 3, 'Anna'],
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

/**
 * Whether a Catalan word file writes a kit group's text itself: those of the last argument of its
 * `withKitPack(ca, groups, own)`; every text of a file not composed from the pack.
 */
function writtenInCatalan(file: string): (group: string, key: string) => boolean {
  const path = new URL(`./catalan/${file}`, import.meta.url);
  const source = ts.createSourceFile(file, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const written = new Set<string>();
  let composed = false;
  // The file's constants, for an `own` given by name.
  const constants = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.initializer)
      constants.set(node.name.getText(), node.initializer);
    if (ts.isCallExpression(node) && node.expression.getText() === 'withKitPack') {
      composed = true;
      const given = node.arguments[2];
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

/** Today's count of Spanish and English texts the shop types beside the kit's packs (see below). */
const SPANISH_TYPED_TWICE = 255;
const ENGLISH_TYPED_TWICE = 250;

const catalanFiles = {
  'words.ts': catalanWords.shop,
  'accountWords.ts': catalanWords.account,
  'backOfficeWords.ts': catalanWords.backOffice,
  'catalogueWords.ts': catalanWords.catalogue,
  'contactsWords.ts': catalanWords.contacts,
  'orderWords.ts': catalanWords.order,
  'uploadWords.ts': catalanWords.upload,
};

describe('every text once', () => {
  it.each(Object.entries(catalanFiles))(
    'the Catalan %s writes no text the kit’s ca pack has, and takes the others from it',
    (file, words) => {
      const written = writtenInCatalan(file);
      expect(textsTwice(words, ca, written)).toEqual([]);
      // The pack's texts are there, composed: the kit groups say what the pack says, but for the shop's own.
      const fromPack = textsTwice(words, ca, (group, key) => !written(group, key));
      expect(fromPack.length, file).toBeGreaterThan(0);
    },
  );

  // Spanish and English are in every reader's first load, where the kit's whole `es` pack would cost
  // about 3 KB (the book page's budget is 150 KB): their kit groups are still typed in the shop, and
  // this count may only fall, as the kit's packs split by component.
  it('finds the Spanish and English texts the shop types again beside the kit’s packs, no more than today', () => {
    const spanishAndEnglish = [
      shopWords,
      accountWords,
      backOfficeWords,
      catalogueWords,
      contactsWords,
      orderWords,
      uploadWords,
    ] as { esp: object; eng: object }[];
    const twice = (language: 'esp' | 'eng', pack: BookshopLabels) =>
      spanishAndEnglish.flatMap((words) => textsTwice(words[language], pack, () => true));
    expect(twice('esp', es).length).toBeLessThanOrEqual(SPANISH_TYPED_TWICE);
    expect(twice('eng', en).length).toBeLessThanOrEqual(ENGLISH_TYPED_TWICE);
  });
});
