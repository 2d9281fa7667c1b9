'use client';
import { type FormEvent, forwardRef, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { componentRoot, primaryButton } from '../theme/mixins';
import { vars } from '../theme/vars';
import { isFilled } from './fields';

export interface AdminField {
  name: string;
  label: string;
  type?: 'text' | 'number' | 'textarea' | 'select';
  /** For `select`: the choices. */
  options?: { value: string; label: string }[];
  /** Numbers must also be non-zero (SPEC section 5). */
  numeric?: boolean;
  step?: string;
  hint?: string;
  /** May be left blank (not marked, not needed to submit). */
  optional?: boolean;
}

export interface AdminFormProps extends RootProps {
  /** The form's heading and accessible name. */
  title: string;
  /** The fields, in order; every one is required. */
  fields: AdminField[];
  /** The submit button, e.g. "Add". */
  submitLabel: string;
  /** Shown next to the disabled button while some field is empty ("fill in every field marked *"). */
  requiredHint: string;
  /** Receives every field's text; the form then clears itself, unless it edits (`initialValues`). */
  onSubmit: (values: Record<string, string>) => void;
  /** An edit form's starting texts; the fields then keep what was sent. */
  initialValues?: Record<string, string>;
  /** Texts set from outside while the form is open (an uploaded image's address). */
  overrides?: Record<string, string>;
}

const part = partsOf('admin-form');

/**
 * The shape of the three admin forms (SPEC section 5): every field is required and marked (but the
 * few marked `optional`), submit stays disabled until all are filled (non-zero for numbers), and the
 * fields clear after submitting.
 *
 * Parts (`data-scope="admin-form"`, also of `AddAuthorForm`, `AddPublisherForm`, `AddBookForm` and
 * `EditBookForm`): `root` (the `<form>`, which takes `ref`), `title`, `field` (each label and input,
 * with `data-name`), `submit`, `required-hint`.
 */
export const AdminForm = forwardRef<HTMLFormElement, AdminFormProps>(function AdminForm(
  { title, fields, submitLabel, requiredHint, onSubmit, initialValues, overrides, ...root },
  ref,
) {
  const empty = Object.fromEntries(fields.map((field) => [field.name, '']));
  const [values, setValues] = useState<Record<string, string>>({ ...empty, ...initialValues });
  const overridden = JSON.stringify(overrides ?? {});
  useEffect(() => {
    const changed = JSON.parse(overridden) as Record<string, string>;
    if (Object.keys(changed).length > 0) setValues((current) => ({ ...current, ...changed }));
  }, [overridden]);
  const complete = fields.every(
    (field) => field.optional || isFilled(values[field.name] ?? '', field.numeric),
  );
  const id = (name: string) => `${title}-${name}`.replaceAll(/\s+/g, '-');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    onSubmit(values);
    if (!initialValues) setValues(empty);
  };

  return (
    <Form ref={ref} noValidate onSubmit={submit} aria-label={title} {...part('root')} {...rootProps(root)}>
      <h2 {...part('title')}>{title}</h2>
      {fields.map((field) => {
        const common = {
          id: id(field.name),
          name: field.name,
          required: !field.optional,
          value: values[field.name] ?? '',
          'aria-describedby': field.hint ? `${id(field.name)}-hint` : undefined,
        };
        const change = (value: string) => setValues((current) => ({ ...current, [field.name]: value }));
        return (
          <div key={field.name} {...part('field')} data-name={field.name}>
            <label htmlFor={common.id}>
              {field.label} {!field.optional && <span aria-hidden="true">*</span>}
            </label>
            {field.type === 'textarea' ? (
              <textarea {...common} rows={3} onChange={(event) => change(event.target.value)} />
            ) : field.type === 'select' ? (
              <select {...common} onChange={(event) => change(event.target.value)}>
                <option value="">—</option>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type={field.type ?? 'text'}
                step={field.step}
                onChange={(event) => change(event.target.value)}
              />
            )}
            {field.hint && <small id={`${common.id}-hint`}>{field.hint}</small>}
          </div>
        );
      })}
      <Submit>
        <button type="submit" disabled={!complete} {...part('submit')}>
          {submitLabel}
        </button>
        {!complete && <span {...part('required-hint')}>{requiredHint}</span>}
      </Submit>
    </Form>
  );
});

const Form = styled.form`
  ${componentRoot}
  display: grid;
  gap: ${vars.space.md};
  padding: ${vars.space.lg};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};

  h2 {
    margin: 0;
    font-family: ${vars.font.heading};
  }
  div {
    display: grid;
    gap: ${vars.space.xs};
  }
  label {
    font-weight: 600;
  }
  label span {
    color: ${vars.color.danger};
  }
  input,
  textarea,
  select {
    min-height: 40px;
    padding: ${vars.space.xs} ${vars.space.sm};
    font: inherit;
    color: ${vars.color.text};
    background: ${vars.color.surface};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
  }
  small {
    color: ${vars.color.muted};
  }
`;

const Submit = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.md};
  margin: 0;

  button {
    ${primaryButton}
  }
  span {
    color: ${vars.color.muted};
  }
`;
