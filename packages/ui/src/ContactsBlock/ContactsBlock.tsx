import styled from 'styled-components';

export interface ContactsBlockLabels {
  country: string;
  region: string;
  town: string;
  street: string;
  telephone: string;
}

export interface ContactsBlockProps {
  /** e.g. "Spain". */
  country: string;
  /** e.g. "Catalonia". */
  region: string;
  /** e.g. "Barcelona". */
  town: string;
  /** The street address. */
  street: string;
  /** Shown as a tel: link. */
  telephone: string;
  /** The line labels, in the reader's language. */
  labels?: ContactsBlockLabels;
}

const englishLabels: ContactsBlockLabels = {
  country: 'Country',
  region: 'Region',
  town: 'Town',
  street: 'Street',
  telephone: 'Telephone',
};

const FIELDS = ['country', 'region', 'town', 'street', 'telephone'] as const;

/** The shop's address and telephone as a description list. */
export function ContactsBlock({ labels = englishLabels, ...values }: ContactsBlockProps) {
  return (
    <List>
      {FIELDS.map((field) => (
        <div key={field}>
          <dt>{labels[field]}</dt>
          <dd>
            {field === 'telephone' ? (
              <a href={`tel:${values.telephone.replace(/\s+/g, '')}`}>{values.telephone}</a>
            ) : (
              values[field]
            )}
          </dd>
        </div>
      ))}
    </List>
  );
}

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  div {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }

  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.color.text};
  }

  dt::after {
    content: ':';
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.text};
  }

  a {
    color: ${({ theme }) => theme.color.primary};
  }
`;
