import type { InLanguages } from '@bookshop/contract';
import { type BookshopLabels, enGroups, esGroups } from '@bookshop/ui';
import { type OverKitPack, withKitGroups } from '../../i18n/kitPack';
import { withLoadedWords } from '../../i18n/languageWords';

/**
 * "Para después" (issue 37): what the shop says of books kept for later, on the cards, the book page
 * and the account's list. Small, and only the modules of those pages import it.
 */
const ownEsp = {
  forLater: {
    signInToKeep: 'Inicia sesión para guardar libros para después.',
    kept: (book: string) => `«${book}» guardado para después.`,
    forgotten: (book: string) => `«${book}» ya no está en tu lista para después.`,
    title: 'Para después',
    intro: 'Los libros que guardas para más adelante. Pásalos a la cesta cuando quieras.',
    empty: 'Aún no has guardado ningún libro. Pulsa el corazón de un libro para guardarlo aquí.',
    moveToBasket: (book: string) => `Añadir «${book}» a la cesta`,
    remove: 'Quitar',
    removeBook: (book: string) => `Quitar «${book}» de la lista`,
    moved: (book: string) => `«${book}» está ahora en tu cesta.`,
  },
};

const esp = withKitGroups({ forLaterButton: esGroups.forLaterButton }, ownEsp);

/** The same texts' type, in one language. */
export type ForLaterWords = typeof esp;

const ownEng: OverKitPack<ForLaterWords> = {
  forLater: {
    signInToKeep: 'Sign in to save books for later.',
    kept: (book: string) => `“${book}” saved for later.`,
    forgotten: (book: string) => `“${book}” is no longer saved for later.`,
    title: 'For later',
    intro: 'The books you saved for later. Move them to the basket whenever you like.',
    empty: 'You have not saved any book yet. Press the heart on a book to keep it here.',
    moveToBasket: (book: string) => `Add “${book}” to the basket`,
    remove: 'Remove',
    removeBook: (book: string) => `Remove “${book}” from the list`,
    moved: (book: string) => `“${book}” is now in your basket.`,
  },
};

const eng: ForLaterWords = withKitGroups({ forLaterButton: enGroups.forLaterButton }, ownEng);

/** Both languages; typed as the kit's labels of the heart too, so none of its texts can be missing. */
export const forLaterWords: InLanguages<ForLaterWords & Pick<BookshopLabels, 'forLaterButton'>> =
  withLoadedWords(
    { esp, eng },
    {
      cat: () => import('../../i18n/catalan/forLaterWords').then((module) => module.catalanForLaterWords),
    },
  );
