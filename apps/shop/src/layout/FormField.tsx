import { primaryButton } from '@bookshop/ui';
import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  /** The message shown under the field, already in the reader's language. */
  error?: string;
}

/** A labelled input with its error message tied to it for screen readers. */
export function FormField({ name, label, error, ...input }: FormFieldProps) {
  const id = `field-${name}`;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </Field>
  );
}

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  label {
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    font: inherit;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  .field-error {
    color: ${({ theme }) => theme.color.danger};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 420px;

  button[type='submit'] {
    ${primaryButton}
  }
  [role='alert'] {
    color: ${({ theme }) => theme.color.danger};
    margin: 0;
  }
`;
