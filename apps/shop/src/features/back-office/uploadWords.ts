import type { InLanguages } from '@bookshop/contract';
import { type BookshopLabels, enGroups, esGroups } from '@bookshop/ui';
import { type OverKitPack, withKitGroups } from '../../i18n/kitPack';
import { withLoadedWords } from '../../i18n/languageWords';

/**
 * The image uploader's texts (a profile picture, a cover, an author's photo).
 * Only the pages that show them import this module, so a reader's first page does not carry them (see
 * `area.ts`); both languages are here, so that switching language shows them at once.
 */
const ownEsp = {
  imageUploader: {
    label: 'Cubierta',
    uploaded: 'Cubierta guardada',
    preview: 'Cubierta actual',
  },
};

const esp = withKitGroups({ imageUploader: esGroups.imageUploader }, ownEsp);

/** The same texts' type, in one language. */
export type UploadWords = typeof esp;

const ownEng: OverKitPack<UploadWords> = {
  imageUploader: {
    label: 'Cover',
    uploaded: 'Cover saved',
    preview: 'Current cover',
  },
};

const eng: UploadWords = withKitGroups({ imageUploader: enGroups.imageUploader }, ownEng);

/** Both languages; typed as the kit's labels of its groups too, so no kit text can be missing. */
export const uploadWords: InLanguages<UploadWords & Pick<BookshopLabels, 'imageUploader'>> = withLoadedWords(
  { esp, eng },
  { cat: () => import('../../i18n/catalan/uploadWords').then((module) => module.catalanUploadWords) },
);
