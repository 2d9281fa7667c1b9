import { ContactsBlock } from '@bookshop/ui';
import { useAreaWords, WordsArea } from '../../i18n/area';
import { PageTitle } from '../../layout/PageTitle';
import { usePageTitle } from '../../layout/usePageTitle';
import { contactsWords } from './contactsWords';

/** The shop's address and telephone in Barcelona. */
export function Component() {
  const { words } = useAreaWords(contactsWords);
  usePageTitle(words.contacts);
  return (
    <WordsArea area={contactsWords}>
      <section aria-labelledby="contacts-title">
        <PageTitle id="contacts-title">{words.contacts}</PageTitle>
        <p>{words.contactsText}</p>
        <ContactsBlock {...words.addressValues} />
      </section>
    </WordsArea>
  );
}
