import type { InLanguages } from '@bookshop/contract';
import type { BookshopLabels } from '@bookshop/ui';
import { withLoadedWords } from '../../i18n/languageWords';

/**
 * The image uploader's texts (a profile picture, a cover, an author's photo).
 * Only the pages that show them import this module, so a reader's first page does not carry them (see
 * `area.ts`); both languages are here, so that switching language shows them at once.
 */
const esp = {
  imageUploader: {
    label: 'Cubierta',
    drop: 'Arrastra una imagen aquí, o',
    choose: 'elige un archivo',
    hint: 'JPEG, PNG, WebP o AVIF, 5 MB como máximo',
    uploading: 'Subiendo…',
    uploaded: 'Cubierta guardada',
    wrongType: 'Este archivo no es una imagen JPEG, PNG, WebP o AVIF',
    tooLarge: 'Esta imagen ocupa más de 5 MB',
    preview: 'Cubierta actual',
    remove: 'Quitar la imagen',
  },
};

/** The same texts' type, in one language. */
export type UploadWords = typeof esp;

const eng: UploadWords = {
  imageUploader: {
    label: 'Cover',
    drop: 'Drop an image here, or',
    choose: 'choose a file',
    hint: 'JPEG, PNG, WebP or AVIF, at most 5 MB',
    uploading: 'Uploading…',
    uploaded: 'Cover saved',
    wrongType: 'This file is not a JPEG, PNG, WebP or AVIF image',
    tooLarge: 'This image is larger than 5 MB',
    preview: 'Current cover',
    remove: 'Remove the image',
  },
};

/** Both languages; typed as the kit's labels of its groups too, so no kit text can be missing. */
export const uploadWords: InLanguages<UploadWords & Pick<BookshopLabels, 'imageUploader'>> = withLoadedWords(
  { esp, eng },
  (words) => words.upload,
);
