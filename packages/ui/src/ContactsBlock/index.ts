export { ContactsBlock, type ContactsBlockLabels, type ContactsBlockProps } from './ContactsBlock';
