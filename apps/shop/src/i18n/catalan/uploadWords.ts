import type { uploadWords } from '../uploadWords';

/** The image uploader's texts (`uploadWords.ts`) in Catalan. */
export const catalanUploadWords: (typeof uploadWords)['esp'] = {
  imageUploader: {
    label: 'Coberta',
    drop: 'Arrossega una imatge aquí, o',
    choose: 'tria un fitxer',
    hint: 'JPEG, PNG, WebP o AVIF, 5 MB com a màxim',
    uploading: "S'està pujant…",
    uploaded: 'Coberta desada',
    wrongType: 'Aquest fitxer no és una imatge JPEG, PNG, WebP o AVIF',
    tooLarge: 'Aquesta imatge ocupa més de 5 MB',
    preview: 'Coberta actual',
    remove: 'Treu la imatge',
  },
};
