import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { primaryButton } from '../theme/mixins';

/** SPEC/contract: a comment has at most 2000 characters. */
export const COMMENT_MAX_LENGTH = 2000;

export interface CommentFormProps {
  /** Sends the text; resolve to clear the form, reject to keep it (nothing typed is lost). */
  onSubmit: (text: string) => Promise<unknown>;
  /** The field's label and the send button, in the reader's language. */
  labels?: { label: string; send: string };
}

/** A labelled box for a new comment; the button waits for text, and the box clears once it is sent. */
export function CommentForm({
  onSubmit,
  labels = { label: 'Write a comment', send: 'Send' },
}: CommentFormProps) {
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
    <Form onSubmit={submit}>
      <label htmlFor={id}>{labels.label}</label>
      <textarea
        id={id}
        value={text}
        maxLength={COMMENT_MAX_LENGTH}
        rows={3}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" disabled={!text.trim() || sending}>
        {labels.send}
      </button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 640px;
  margin-bottom: ${({ theme }) => theme.space.lg};

  label {
    font-weight: 600;
  }
  textarea {
    font: inherit;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  button {
    justify-self: start;
    ${primaryButton}
  }
`;
