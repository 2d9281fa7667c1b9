import { caGroups } from '@bookshop/ui';
import type { forLaterWords } from '../../features/wishlist/forLaterWords';
import { type OverKitPack, withKitPack } from '../kitPack';

/** Books kept for later (`forLaterWords.ts`) in Catalan; the kit's `ca` pack gives the heart's texts. */
const own: OverKitPack<(typeof forLaterWords)['esp']> = {
  forLater: {
    signInToKeep: 'Inicia la sessió per desar llibres per a després.',
    kept: (book: string) => `«${book}» desat per a després.`,
    forgotten: (book: string) => `«${book}» ja no és a la teva llista per a després.`,
    title: 'Per a després',
    intro: 'Els llibres que deses per a més endavant. Passa’ls a la cistella quan vulguis.',
    empty: 'Encara no has desat cap llibre. Prem el cor d’un llibre per desar-lo aquí.',
    moveToBasket: (book: string) => `Afegeix «${book}» a la cistella`,
    remove: 'Treu',
    removeBook: (book: string) => `Treu «${book}» de la llista`,
    moved: (book: string) => `«${book}» ja és a la teva cistella.`,
  },
};

export const catalanForLaterWords = withKitPack<(typeof forLaterWords)['esp']>(
  { forLaterButton: caGroups.forLaterButton },
  own,
);
