'use client';
import { type FormEvent, forwardRef, useId, useState } from 'react';
import { styled } from 'styled-components';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useLabels } from '../provider/context';
import { componentRoot, primaryButton } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type CommentFormLabels, commentFormLabels } from './labels';

/** The longest comment the form takes, unless `maxLength` says otherwise. */
export const COMMENT_MAX_LENGTH = 2000;

export interface CommentFormProps extends RootProps {
  /** Sends the text; resolve to clear the form, reject to keep it (nothing typed is lost). */
  onSubmit: (text: string) => Promise<unknown>;
  /** The field's label and the send button; the provider's `labels.commentForm` otherwise. */
  labels?: Partial<CommentFormLabels>;
  /** The most characters a comment may have; 2000 by default. */
  maxLength?: number;
}

const part = partsOf('comment-form');

/**
 * A labelled box for a new comment; the button waits for text, and the box clears once it is sent.
 *
 * Parts (`data-scope="comment-form"`): `root` (the `<form>`, which takes `ref`), `label`, `text`, `send`.
 */
export const CommentForm = forwardRef<HTMLFormElement, CommentFormProps>(function CommentForm(
  { onSubmit, labels, maxLength = COMMENT_MAX_LENGTH, ...root },
  ref,
) {
  const texts = useLabels('commentForm', commentFormLabels, labels);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setSending(true);
    try {
      await onSubmit(text);
      setText('');
    } catch {
      // The caller shows why; the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <Form ref={ref} onSubmit={submit} {...part('root')} {...rootProps(root)}>
      <label htmlFor={id} {...part('label')}>
        {texts.label}
      </label>
      <textarea
        {...part('text')}
        id={id}
        value={text}
        maxLength={maxLength}
        rows={3}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" disabled={!text.trim() || sending} {...part('send')}>
        {texts.send}
      </button>
    </Form>
  );
});

const Form = styled.form`
  ${componentRoot}
  display: grid;
  gap: ${vars.space.sm};
  max-width: 640px;
  margin-bottom: ${vars.space.lg};

  label {
    font-weight: 600;
  }
  textarea {
    font: inherit;
    color: ${vars.color.text};
    background: ${vars.color.surface};
    padding: ${vars.space.sm};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
  }
  button {
    justify-self: start;
    ${primaryButton}
  }
`;
