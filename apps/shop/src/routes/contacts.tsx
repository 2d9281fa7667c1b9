import styled from 'styled-components';
import { useWords } from '../i18n/useWords';
import { PageTitle } from '../layout/PageTitle';
import { usePageTitle } from '../usePageTitle';

/** The shop's address and telephone in Barcelona. */
export function Component() {
  const { words } = useWords();
  usePageTitle(words.contacts);
  const address = words.addressValues;
  return (
    <section aria-labelledby="contacts-title">
      <PageTitle id="contacts-title">{words.contacts}</PageTitle>
      <p>{words.contactsText}</p>
      <Address>
        <dl>
          <dt>{words.country}</dt>
          <dd>{address.country}</dd>
          <dt>{words.region}</dt>
          <dd>{address.region}</dd>
          <dt>{words.town}</dt>
          <dd>{address.town}</dd>
          <dt>{words.street}</dt>
          <dd>{address.street}</dd>
          <dt>{words.telephone}</dt>
          <dd>
            <a href={`tel:${address.telephone.replaceAll(' ', '')}`}>{address.telephone}</a>
          </dd>
        </dl>
      </Address>
    </section>
  );
}

const Address = styled.address`
  font-style: normal;

  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;
