'use client';
import { type FormEvent, forwardRef, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { ImageUploader, type ImageUploaderStatus } from '../ImageUploader/ImageUploader';
import type { ImageUploaderLabels } from '../ImageUploader/labels';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { componentRoot, primaryButton } from '../theme/mixins';
import { vars } from '../theme/vars';
import { ChoicesField, SearchableSelect } from './ChoiceFields';
import { isFilled } from './fields';

export interface AdminField {
  name: string;
  label: string;
  /**
   * `choices`: several of `options` ticked (the value is their values separated by spaces); `image`:
   * an uploader whose value is the address `upload` answers.
   */
  type?: 'text' | 'number' | 'textarea' | 'select' | 'choices' | 'image';
  /** For `select` and `choices`: the choices (`group` heads a set of `choices`). */
  options?: FieldOption[];
  /** For `select` and `choices`: a search box, so named, narrows a long list. */
  searchLabel?: string;
  /** For `image`: sends the file, resolves to its address (rejects with the reason to show). */
  upload?: (file: File) => Promise<string>;
  /** For `image`: the uploader's texts. */
  uploaderLabels?: Partial<ImageUploaderLabels>;
  /** Numbers must also be non-zero (SPEC section 5). */
  numeric?: boolean;
  step?: string;
  hint?: string;
  /** May be left blank (not marked, not needed to submit). */
  optional?: boolean;
}

export interface FieldOption {
  value: string;
  label: string;
  group?: string;
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
        if (field.type === 'choices') {
          return (
            <ChoicesField
              key={field.name}
              {...part('field')}
              data-name={field.name}
              id={common.id}
              field={field}
              value={common.value}
              onChange={change}
            />
          );
        }
        if (field.type === 'image') {
          return (
            <div key={field.name} {...part('field')} data-name={field.name}>
              <UploadField id={common.id} field={field} value={common.value} onChange={change} />
            </div>
          );
        }
        return (
          <div key={field.name} {...part('field')} data-name={field.name}>
            <label htmlFor={common.id}>
              {field.label} {!field.optional && <span aria-hidden="true">*</span>}
            </label>
            {field.type === 'textarea' ? (
              <textarea {...common} rows={3} onChange={(event) => change(event.target.value)} />
            ) : field.type === 'select' ? (
              <SearchableSelect field={field} common={common} onChange={change} />
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

/**
 * An image field: the file is sent at once and its address becomes the field's value; the preview
 * shows the file chosen, then the address the server answered.
 */
function UploadField({
  id,
  field,
  value,
  onChange,
}: {
  id: string;
  field: AdminField;
  value: string;
  onChange: (value: string) => void;
}) {
  const [status, setStatus] = useState<ImageUploaderStatus>('idle');
  const [error, setError] = useState<string>();
  const send = async (file: File) => {
    if (!field.upload) return;
    setStatus('uploading');
    setError(undefined);
    try {
      onChange(await field.upload(file));
      setStatus('uploaded');
    } catch (failure) {
      setStatus('idle');
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  return (
    <ImageUploader
      id={id}
      value={value || undefined}
      onFile={send}
      status={status}
      error={error}
      labels={{ label: field.label, ...field.uploaderLabels }}
    />
  );
}

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
  > div {
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
  fieldset {
    display: grid;
    gap: ${vars.space.xs};
    min-width: 0;
    margin: 0;
    padding: ${vars.space.sm};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
  }
  legend {
    font-weight: 600;
  }
  legend span {
    color: ${vars.color.danger};
  }
  [data-choices] {
    max-height: 16rem;
    overflow-y: auto;
  }
  [data-choices] fieldset {
    grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
    gap: 0 ${vars.space.md};
    padding: ${vars.space.xs} 0;
    border: 0;
  }
  [data-choices] legend {
    font-weight: 600;
    color: ${vars.color.muted};
  }
  label[data-choice] {
    display: flex;
    align-items: center;
    gap: ${vars.space.xs};
    min-height: 32px;
    font-weight: normal;
  }
  label[data-choice] input {
    min-height: 0;
    width: 20px;
    height: 20px;
    margin: 0;
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
