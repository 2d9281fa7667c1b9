'use client';
import { forwardRef } from 'react';
import { styled } from 'styled-components';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { vars } from '../theme/vars';

/**
 * A language's code as the shop names it (`esp`, `eng`, `cat`, …): any the shop offers in `languages`,
 * so that a language the kit has not heard of needs no kit change.
 */
export type LanguageCode = string;

/** A language the selector offers: its code, its name in itself, its BCP 47 tag. */
export interface LanguageOption {
  value: LanguageCode;
  label: string;
  lang: string;
}

export interface LanguageSelectorProps extends RootProps {
  /** The current language. */
  value: LanguageCode;
  /** Called with the language the reader picks. */
  onChange: (language: LanguageCode) => void;
  /** Accessible name of the selector ("Language"). */
  label?: string;
  /** The languages offered, in order; Español and English by default (SPEC section 1). */
  languages?: readonly LanguageOption[];
}

const spanishAndEnglish: readonly LanguageOption[] = [
  { value: 'esp', label: 'Español', lang: 'es' },
  { value: 'eng', label: 'English', lang: 'en' },
];

const part = partsOf('language-selector');

/**
 * The languages offered (Español / English by default), each written in its own language (SPEC section 1).
 *
 * Parts (`data-scope="language-selector"`): `root` (the `<select>`, which takes `ref`).
 */
export const LanguageSelector = forwardRef<HTMLSelectElement, LanguageSelectorProps>(
  function LanguageSelector(
    { value, onChange, label = 'Language', languages = spanishAndEnglish, ...root },
    ref,
  ) {
    return (
      <Select
        ref={ref}
        {...part('root')}
        {...rootProps(root)}
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {languages.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </Select>
    );
  },
);

const Select = styled.select`
  min-height: 36px;
  padding: 0 ${vars.space.sm};
  font: inherit;
  color: inherit;
  background: transparent;
  border: 1px solid currentColor;
  border-radius: ${vars.radius.sm};

  option {
    color: ${vars.color.text};
    background: ${vars.color.surface};
  }
`;
