import { catalanTextPages } from '../../features/text-pages/textPagesCat';
import { catalanAccountWords } from './accountWords';
import { catalanBackOfficeWords } from './backOfficeWords';
import { catalanCatalogueWords } from './catalogueWords';
import { catalanContactsWords } from './contactsWords';
import { catalanErrorTexts } from './errors';
import { catalanForLaterWords } from './forLaterWords';
import { catalanOrderWords } from './orderWords';
import { catalanSessionWords } from './sessionWords';
import { catalanUploadWords } from './uploadWords';
import { catalanShopWords } from './words';

/** Every Catalan dictionary of the shop, one module the browser loads only for a Catalan reader. */
export const catalanWords = {
  shop: catalanShopWords,
  account: catalanAccountWords,
  backOffice: catalanBackOfficeWords,
  catalogue: catalanCatalogueWords,
  contacts: catalanContactsWords,
  errors: catalanErrorTexts,
  forLater: catalanForLaterWords,
  order: catalanOrderWords,
  session: catalanSessionWords,
  upload: catalanUploadWords,
  textPages: catalanTextPages,
};
