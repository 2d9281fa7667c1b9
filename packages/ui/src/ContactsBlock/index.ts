export { ContactsBlock, type ContactsBlockProps } from './ContactsBlock';
export type { ContactsBlockLabels } from './labels';
