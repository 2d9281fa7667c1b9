'use client';
import { type FormEvent, forwardRef } from 'react';
import { styled } from 'styled-components';
import { Link } from '../Link';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useBookshop, useLabels } from '../provider/context';
import { vars } from '../theme/vars';
import { type SearchBoxLabels, searchBoxLabels } from './labels';
import { useSearchCombobox } from './searchCombobox';

export interface SearchBoxProps extends RootProps {
  /** What is typed. */
  value: string;
  /** Called on every keystroke. */
  onChange: (text: string) => void;
  /** The search button was used (it also navigates to `routes.search(text)`). */
  onSearch?: (text: string) => void;
  /** The box's texts; the provider's `labels.searchBox` otherwise. */
  labels?: Partial<SearchBoxLabels>;
}

const part = partsOf('search-box');

/**
 * The header's search input. Its button links to the search page while there is text and is a
 * disabled button when the box is empty (it links nowhere then). In the Header it is the combobox of
 * the results panel (see Header).
 *
 * Parts (`data-scope="search-box"`): `root` (the search `<form>`, which takes `ref`), `input`, `button`.
 */
export const SearchBox = forwardRef<HTMLFormElement, SearchBoxProps>(function SearchBox(
  { value, onChange, onSearch, labels, ...root },
  ref,
) {
  const text = useLabels('searchBox', searchBoxLabels, labels);
  const { routes } = useBookshop();
  const combobox = useSearchCombobox();
  const query = value.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (query) (event.currentTarget.querySelector('a') as HTMLAnchorElement | null)?.click();
  };
  return (
    <Form ref={ref} role="search" onSubmit={submit} {...part('root')} {...rootProps(root)}>
      <Input
        {...part('input')}
        type="search"
        value={value}
        placeholder={text.placeholder}
        aria-label={text.placeholder}
        maxLength={100}
        onChange={(event) => onChange(event.target.value)}
        {...(combobox && {
          role: 'combobox',
          'aria-autocomplete': 'list',
          'aria-expanded': combobox.expanded,
          'aria-controls': combobox.expanded ? combobox.listboxId : undefined,
          'aria-activedescendant': combobox.expanded ? combobox.activeId : undefined,
          onKeyDown: (event) => combobox.keys.current?.(event),
        })}
      />
      {query ? (
        <Link href={routes.search(query)} onClick={() => onSearch?.(query)} {...part('button')}>
          {text.search}
        </Link>
      ) : (
        <button type="button" disabled {...part('button')}>
          {text.search}
        </button>
      )}
    </Form>
  );
});

const Form = styled.form`
  display: flex;
  flex: 1;
  min-width: 0;
  margin: 0;

  [data-part='button'] {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${vars.space.md};
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    color: ${vars.color.onPrimary};
    background: ${vars.color.primary};
    border: none;
    border-radius: 0;
    border-start-end-radius: ${vars.radius.sm};
    border-end-end-radius: ${vars.radius.sm};
    cursor: pointer;
  }
  button[data-part='button']:disabled {
    cursor: not-allowed;
    background: ${vars.color.muted};
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding: 0 ${vars.space.md};
  font: inherit;
  color: ${vars.color.text};
  border: 1px solid ${vars.color.border};
  border-inline-end: none;
  border-radius: 0;
  border-start-start-radius: ${vars.radius.sm};
  border-end-start-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
`;
