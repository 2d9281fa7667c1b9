import { caGroups } from '@bookshop/ui';
import type { uploadWords } from '../../features/back-office/uploadWords';
import { type OverKitPack, withKitPack } from '../kitPack';

/** The shop's own wording in Catalan: the kit's `ca` pack gives its groups' other texts. */
const own: OverKitPack<(typeof uploadWords)['esp']> = {
  imageUploader: {
    label: 'Coberta',
    uploaded: 'Coberta desada',
    preview: 'Coberta actual',
  },
};

/** The image uploader's texts (`uploadWords.ts`) in Catalan. */
export const catalanUploadWords = withKitPack<(typeof uploadWords)['esp']>(
  { imageUploader: caGroups.imageUploader },
  own,
);
