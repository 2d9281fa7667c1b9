import type { contactsWords } from '../contactsWords';

/** The contacts page's texts (`contactsWords.ts`) in Catalan. */
export const catalanContactsWords: (typeof contactsWords)['esp'] = {
  contactsText: "Som al centre de Barcelona. Truca'ns o vine a veure'ns.",
  addressValues: {
    country: 'Espanya',
    region: 'Catalunya',
    town: 'Barcelona',
    street: 'Carrer de Provença, 286',
    telephone: '+34 932 154 700',
  },
  contactsBlock: {
    country: 'País',
    region: 'Regió',
    town: 'Població',
    street: 'Carrer',
    telephone: 'Telèfon',
  },
};
