export interface ContactsBlockLabels {
  country: string;
  region: string;
  town: string;
  street: string;
  telephone: string;
  email: string;
  /** The opening hours' term. */
  hours: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const contactsBlockLabels: ContactsBlockLabels = {
  country: 'Country',
  region: 'Region',
  town: 'Town',
  street: 'Street',
  telephone: 'Telephone',
  email: 'Email',
  hours: 'Opening hours',
};
