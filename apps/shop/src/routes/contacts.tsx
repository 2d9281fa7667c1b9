import { ContactsBlock } from '@bookshop/ui';
import { useWords } from '../i18n/useWords';
import { PageTitle } from '../layout/PageTitle';
import { usePageTitle } from '../usePageTitle';

/** The shop's address and telephone in Barcelona. */
export function Component() {
  const { words } = useWords();
  usePageTitle(words.contacts);
  return (
    <section aria-labelledby="contacts-title">
      <PageTitle id="contacts-title">{words.contacts}</PageTitle>
      <p>{words.contactsText}</p>
      <ContactsBlock {...words.addressValues} />
    </section>
  );
}
