import { ca } from '@bookshop/ui';
import type { contactsWords } from '../contactsWords';
import { withKitPack } from '../kitPack';

/** The contacts page's texts (`contactsWords.ts`) in Catalan. */
export const catalanContactsWords = withKitPack<(typeof contactsWords)['esp']>(
  ca,
  { contactsBlock: true },
  {
    contactsText: "Som al centre de Barcelona. Truca'ns o vine a veure'ns.",
    addressValues: {
      country: 'Espanya',
      region: 'Catalunya',
      town: 'Barcelona',
      street: 'Carrer de Provença, 286',
      telephone: '+34 932 154 700',
    },
  },
);
