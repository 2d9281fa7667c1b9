import { shopIdentity, textIn } from '@bookshop/contract';
import { ContactsBlock } from '@bookshop/ui';
import { useAreaWords, WordsArea } from '../../i18n/area';
import { PageTitle } from '../../layout/PageTitle';
import { usePageTitle } from '../../layout/usePageTitle';
import { contactsWords } from './contactsWords';

/** The shop's address, telephone, e-mail address and opening hours in Barcelona (`shopIdentity`). */
export function Component() {
  const { words, language } = useAreaWords(contactsWords);
  usePageTitle(words.contacts);
  const { address, telephone, email, hours } = shopIdentity;
  return (
    <WordsArea area={contactsWords}>
      <section aria-labelledby="contacts-title">
        <PageTitle id="contacts-title">{words.contacts}</PageTitle>
        <p>{words.contactsText}</p>
        <ContactsBlock
          country={textIn(address.country, language)}
          region={textIn(address.region, language)}
          town={address.town}
          street={`${address.street}, ${address.postcode}`}
          telephone={telephone}
          email={email}
          hours={textIn(hours, language)}
        />
      </section>
    </WordsArea>
  );
}
