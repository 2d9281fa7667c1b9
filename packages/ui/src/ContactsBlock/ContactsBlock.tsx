'use client';
import { forwardRef } from 'react';
import { styled } from 'styled-components';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useLabels } from '../provider/context';
import { componentRoot } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type ContactsBlockLabels, contactsBlockLabels } from './labels';

export interface ContactsBlockProps extends RootProps {
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
  /** Shown as a mailto: link, when given. */
  email?: string;
  /** The opening hours, as the reader should read them (e.g. "Monday to Saturday, 10:00 to 20:30"), when given. */
  hours?: string;
  /** The line labels; the provider's `labels.contactsBlock` otherwise. */
  labels?: Partial<ContactsBlockLabels>;
}

const FIELDS = ['country', 'region', 'town', 'street', 'telephone', 'email', 'hours'] as const;

const part = partsOf('contacts-block');

/**
 * The shop's address, telephone, and (when given) e-mail address and opening hours as a description list.
 *
 * Parts (`data-scope="contacts-block"`): `root` (the `<dl>`, which takes `ref`), `line` (each term and
 * value, with `data-name`: `country`, `region`, `town`, `street`, `telephone`, `email`, `hours`).
 */
export const ContactsBlock = forwardRef<HTMLDListElement, ContactsBlockProps>(function ContactsBlock(
  { labels, country, region, town, street, telephone, email, hours, ...root },
  ref,
) {
  const text = useLabels('contactsBlock', contactsBlockLabels, labels);
  const values = { country, region, town, street, telephone, email, hours };
  return (
    <List ref={ref} {...part('root')} {...rootProps(root)}>
      {FIELDS.filter((field) => values[field]).map((field) => (
        <div key={field} {...part('line')} data-name={field}>
          <dt>{text[field]}</dt>
          <dd>
            {field === 'telephone' ? (
              <a href={`tel:${telephone.replace(/\s+/g, '')}`}>{telephone}</a>
            ) : field === 'email' ? (
              <a href={`mailto:${email}`}>{email}</a>
            ) : (
              values[field]
            )}
          </dd>
        </div>
      ))}
    </List>
  );
});

const List = styled.dl`
  ${componentRoot}
  display: grid;
  gap: ${vars.space.sm};
  margin: 0;

  div {
    display: flex;
    gap: ${vars.space.sm};
  }

  dt {
    font-weight: 700;
    color: ${vars.color.text};
  }

  dt::after {
    content: ':';
  }

  dd {
    margin: 0;
    color: ${vars.color.text};
  }

  a {
    color: ${vars.color.primary};
  }
`;
