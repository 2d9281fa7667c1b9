import type { InLanguages } from '@bookshop/contract';
import type { BookshopLabels } from '@bookshop/ui';
import { withLoadedWords } from './languageWords';
import type { Words } from './spanish/words';

export type { Words } from './spanish/words';

/** The kit's groups among the common words. */
type CommonKitGroups = Extract<keyof Words, keyof BookshopLabels>;

/**
 * The shop's common texts: those of the layout and of the pages any reader may land on first
 * (with `categories.ts`, `textPages.ts` and, for the forms, `errors.ts`). The back office's, the account
 * pages' and the orders' texts are in `backOfficeWords.ts`, `accountWords.ts`, `orderWords.ts` and
 * `uploadWords.ts`, the lists' and the main page's in `catalogueWords.ts`, the contacts page's in
 * `contactsWords.ts`, loaded with their pages (`area.tsx`): a book page carries none of them. The kit's
 * components take their texts from the groups named after them (`bookCard`, `topBar`, ...): the whole
 * dictionary is the kit provider's `labels`. The shop's own screens read the texts above the groups, and
 * a group's text where they show the same words. The groups are the kit's own (`esGroups`, `enGroups`,
 * named one by one so the first page carries only these): a language's module writes only the texts the
 * shop words its way. Each language's are a module of their own (`spanish/words.ts`, `english/words.ts`, `catalan/words.ts`),
 * loaded for that language's readers only and preloaded with their first page (`languageWords.ts`);
 * typed as the kit's labels of its groups too, so no kit text can be missing.
 */
export const shopWords: InLanguages<Words & Pick<BookshopLabels, CommonKitGroups>> = withLoadedWords(
  {},
  {
    esp: () => import('./spanish/words').then((module) => module.spanishShopWords),
    eng: () => import('./english/words').then((module) => module.englishShopWords),
    cat: () => import('./catalan/words').then((module) => module.catalanShopWords),
  },
);
