export interface ContactsBlockLabels {
  country: string;
  region: string;
  town: string;
  street: string;
  telephone: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const contactsBlockLabels: ContactsBlockLabels = {
  country: 'Country',
  region: 'Region',
  town: 'Town',
  street: 'Street',
  telephone: 'Telephone',
};
