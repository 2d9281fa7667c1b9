'use client';
import type { InputHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { componentRoot, primaryButton } from '../theme/mixins';
import { vars } from '../theme/vars';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The input's id; the message's id is derived from it. */
  id: string;
  /** The field's name; also its key in the form's errors. */
  name: string;
  /** The visible label, e.g. "Email". */
  label: string;
  /** The message shown under the field, already in the reader's language. */
  error?: string;
}

/** A labelled input with its error message tied to it, so screen readers read both together. */
export function FormField({ id, name, label, error, ...input }: FormFieldProps) {
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
  ${componentRoot}
  display: grid;
  gap: ${vars.space.xs};

  label {
    font-weight: 600;
  }
  input {
    min-height: 44px;
    min-width: 0;
    padding: 0 ${vars.space.sm};
    font: inherit;
    color: ${vars.color.text};
    background: ${vars.color.surface};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
  }
  input[aria-invalid='true'] {
    border-color: ${vars.color.danger};
  }
  .field-error {
    color: ${vars.color.danger};
    font-size: ${vars.fontSize.sm};
    overflow-wrap: anywhere;
  }
`;

/** The column of fields of the account forms, with the shop's call-to-action button. */
export const Form = styled.form`
  ${componentRoot}
  display: grid;
  gap: ${vars.space.md};
  max-width: 420px;

  button[type='submit'] {
    ${primaryButton}
    justify-self: start;
  }
  [role='alert'] {
    color: ${vars.color.danger};
    margin: 0;
  }
`;

/** What a form shows after a refused submit: a message per field, or one line for the whole form. */
export interface FormErrors {
  /** Messages by field name, in the reader's language. */
  fields?: Partial<Record<string, string>>;
  /** A refusal that names no field, e.g. "Email or password is incorrect"; announced as an alert. */
  form?: string;
}
