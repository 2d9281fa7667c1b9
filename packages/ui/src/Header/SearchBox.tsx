import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Link } from '../Link';

export interface SearchBoxLabels {
  /** Accessible label and placeholder of the input. */
  placeholder: string;
  search: string;
}

export interface SearchBoxProps {
  /** What is typed. */
  value: string;
  /** Called on every keystroke. */
  onChange: (text: string) => void;
  /** The search button was used (it also navigates to `/search/{text}`). */
  onSearch?: (text: string) => void;
  /** The box's texts, in the reader's language. */
  labels?: SearchBoxLabels;
}

export function searchPath(text: string): string {
  return `/search/${encodeURIComponent(text.trim())}`;
}

/**
 * The header's search input. Its button links to `/search/{text}` while there is text and is a
 * disabled button when the box is empty (SPEC: it links nowhere then).
 */
export function SearchBox({
  value,
  onChange,
  onSearch,
  labels = { placeholder: 'Search books, authors, publishers', search: 'Search' },
}: SearchBoxProps) {
  const text = value.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text) (event.currentTarget.querySelector('a') as HTMLAnchorElement | null)?.click();
  };
  return (
    <Form role="search" onSubmit={submit}>
      <Input
        type="search"
        value={value}
        placeholder={labels.placeholder}
        aria-label={labels.placeholder}
        maxLength={100}
        onChange={(event) => onChange(event.target.value)}
      />
      {text ? (
        <Link href={searchPath(text)} className="search-button" onClick={() => onSearch?.(text)}>
          {labels.search}
        </Link>
      ) : (
        <button type="button" className="search-button" disabled>
          {labels.search}
        </button>
      )}
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex: 1;
  min-width: 0;

  .search-button {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    color: ${({ theme }) => theme.color.onPrimary};
    background: ${({ theme }) => theme.color.primary};
    border: none;
    border-radius: 0 ${({ theme }) => `${theme.radius.sm} ${theme.radius.sm}`} 0;
    cursor: pointer;
  }
  button.search-button:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.muted};
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  font: inherit;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-right: none;
  border-radius: ${({ theme }) => `${theme.radius.sm} 0 0 ${theme.radius.sm}`};
  background: ${({ theme }) => theme.color.surface};
`;
