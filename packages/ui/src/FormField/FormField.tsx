'use client';
import { type FormHTMLAttributes, forwardRef, type InputHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { partsOf, type RootProps } from '../parts/parts';
import { componentRoot, primaryButton } from '../theme/mixins';
import { vars } from '../theme/vars';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  [dataAttribute: `data-${string}`]: string | number | boolean | undefined;
  /** The input's id; the message's id is derived from it. */
  id: string;
  /** The field's name; also its key in the form's errors. */
  name: string;
  /** The visible label, e.g. "Email". */
  label: string;
  /** The message shown under the field, already in the reader's language. */
  error?: string;
}

const fieldPart = partsOf('form-field');

/**
 * A labelled input with its error message tied to it, so screen readers read both together.
 *
 * As with an `<input>`: `id`, `ref` (for a form library's `register`) and every other attribute,
 * `data-*` included, go to the input; `className` and `style` go to the field around it.
 *
 * Parts (`data-scope="form-field"`): `root`, `label`, `input` (with `aria-invalid` when wrong), `error`.
 */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { id, name, label, error, className, style, ...input },
  ref,
) {
  return (
    <Field className={className} style={style} {...fieldPart('root')}>
      <label htmlFor={id} {...fieldPart('label')}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...fieldPart('input')}
        {...input}
      />
      {error && (
        <span id={`${id}-error`} {...fieldPart('error')}>
          {error}
        </span>
      )}
    </Field>
  );
});

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
  [data-part='error'] {
    color: ${vars.color.danger};
    font-size: ${vars.fontSize.sm};
    overflow-wrap: anywhere;
  }
`;

export interface FormProps extends FormHTMLAttributes<HTMLFormElement>, RootProps {}

const formPart = partsOf('form');

/**
 * The column of fields of the account forms; its submit button is the kit's call to action and a
 * `role="alert"` paragraph in it reads as an error.
 *
 * Parts (`data-scope="form"`): `root` (the `<form>`, which takes `ref` and every form attribute).
 */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(props, ref) {
  return <FormRoot ref={ref} {...formPart('root')} {...props} />;
});

const FormRoot = styled.form`
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
