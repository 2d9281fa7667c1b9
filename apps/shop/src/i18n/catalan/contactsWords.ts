import { ca } from '@bookshop/ui';
import type { contactsWords } from '../../features/text-pages/contactsWords';
import { type OverKitPack, withKitPack } from '../kitPack';

/** The shop's own wording in Catalan: the kit's `ca` pack gives its groups' other texts. */
const own: OverKitPack<(typeof contactsWords)['esp']> = {
  contactsText: "Som al centre de Barcelona. Truca'ns o vine a veure'ns.",
};

/** The contacts page's texts (`contactsWords.ts`) in Catalan. */
export const catalanContactsWords = withKitPack<(typeof contactsWords)['esp']>(
  ca,
  { contactsBlock: true },
  own,
);
