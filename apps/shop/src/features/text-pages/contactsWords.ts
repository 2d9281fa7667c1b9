import { type BookshopLabels, enGroups, esGroups } from '@bookshop/ui';
import type { Area } from '../../i18n/area';
import { type OverKitPack, withKitGroups } from '../../i18n/kitPack';
import { withLoadedWords } from '../../i18n/languageWords';

/** The contacts page's texts, with that page's module (`area.tsx`). */
const ownEsp = {
  contactsText: 'Estamos en el centro de Barcelona. Llámanos o ven a vernos.',
};

const esp = withKitGroups({ contactsBlock: esGroups.contactsBlock }, ownEsp);

/** The contacts page's texts in one language. */
export type ContactsWords = typeof esp;

const ownEng: OverKitPack<ContactsWords> = {
  contactsText: 'We are in the centre of Barcelona. Call us or come and see us.',
};

const eng: ContactsWords = withKitGroups({ contactsBlock: enGroups.contactsBlock }, ownEng);

/** Both languages; typed as the kit's labels of its group too. */
export const contactsWords: Area<ContactsWords & Pick<BookshopLabels, 'contactsBlock'>> = withLoadedWords(
  { esp, eng },
  (words) => words.contacts,
);
