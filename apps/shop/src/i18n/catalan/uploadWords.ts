import { ca } from '@bookshop/ui';
import { withKitPack } from '../kitPack';
import type { uploadWords } from '../uploadWords';

/** The image uploader's texts (`uploadWords.ts`) in Catalan. */
export const catalanUploadWords = withKitPack<(typeof uploadWords)['esp']>(
  ca,
  { imageUploader: true },
  {
    imageUploader: {
      label: 'Coberta',
      uploaded: 'Coberta desada',
      preview: 'Coberta actual',
    },
  },
);
