import { shopIdentity } from '@bookshop/contract';
import type { BookshopLabels } from '@bookshop/ui';
import type { Area } from '../../i18n/area';
import { withLoadedWords } from '../../i18n/languageWords';

/** The contacts page's texts, with that page's module (`area.tsx`). */
const esp = {
  contactsText: 'Estamos en el centro de Barcelona. Llámanos o ven a vernos.',
  addressValues: {
    country: shopIdentity.address.country.esp,
    region: shopIdentity.address.region.esp,
    town: shopIdentity.address.town,
    street: shopIdentity.address.street,
    telephone: shopIdentity.telephone,
  },
  contactsBlock: {
    country: 'País',
    region: 'Región',
    town: 'Ciudad',
    street: 'Calle',
    telephone: 'Teléfono',
  },
};

/** The contacts page's texts in one language. */
export type ContactsWords = typeof esp;

const eng: ContactsWords = {
  contactsText: 'We are in the centre of Barcelona. Call us or come and see us.',
  addressValues: {
    country: shopIdentity.address.country.eng,
    region: shopIdentity.address.region.eng,
    town: shopIdentity.address.town,
    street: shopIdentity.address.street,
    telephone: shopIdentity.telephone,
  },
  contactsBlock: {
    country: 'Country',
    region: 'Region',
    town: 'Town',
    street: 'Street',
    telephone: 'Telephone',
  },
};

/** Both languages; typed as the kit's labels of its group too. */
export const contactsWords: Area<ContactsWords & Pick<BookshopLabels, 'contactsBlock'>> = withLoadedWords(
  { esp, eng },
  (words) => words.contacts,
);
