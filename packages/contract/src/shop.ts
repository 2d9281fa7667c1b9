// The shop's own identity, written once: the storefront (header, footer, contacts and legal pages),
// the API's pages and mails and the invoices all read it (issue 34). The tax number (NIF) is the
// owner's and is configuration, not code: the API reads it from SHOP_TAX_ID.
import { type Language, textIn } from './languages';

export const shopIdentity = {
  /** The name readers see, in each interface language. */
  name: { esp: 'Librería Barcelona', eng: 'Barcelona Bookshop', cat: 'Llibreria Barcelona' },
  /** The name the business trades under: invoices and the legal notice carry it in every language. */
  legalName: 'Librería Barcelona',
  address: {
    street: 'Carrer de Provença, 286',
    postcode: '08008',
    town: 'Barcelona',
    region: { esp: 'Cataluña', eng: 'Catalonia', cat: 'Catalunya' },
    country: { esp: 'España', eng: 'Spain', cat: 'Espanya' },
  },
  telephone: '+34 932 154 700',
  email: 'hola@libreriabarcelona.example',
  hours: {
    esp: 'De lunes a sábado, de 10:00 a 20:30',
    eng: 'Monday to Saturday, 10:00 to 20:30',
    cat: 'De dilluns a dissabte, de 10.00 a 20.30 h',
  },
};

/** "Carrer de Provença, 286, 08008 Barcelona, España": the address on one line. */
export function shopAddressLine(language: Language): string {
  const { street, postcode, town, country } = shopIdentity.address;
  return `${street}, ${postcode} ${town}, ${textIn(country, language)}`;
}
