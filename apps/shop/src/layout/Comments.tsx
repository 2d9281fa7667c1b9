import type { EvaluationValue } from '@bookshop/contract';
import {
  type AuthUser,
  type Comment,
  useCommentBook,
  useDeleteComment,
  useEvaluateComment,
  useUnevaluateComment,
} from '@bookshop/data';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useWords } from '../i18n/useWords';

/** The comments of a book: guests read them; signed-in readers write, like, dislike and delete. */
export function Comments({
  bookId,
  comments,
  user,
}: {
  bookId: string;
  comments: Comment[];
  user: AuthUser | null | undefined;
}) {
  const { words } = useWords();
  const commentBook = useCommentBook(bookId);
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    commentBook.mutate(text, { onSuccess: () => setText('') });
  };

  return (
    <section aria-labelledby="comments-title">
      <h2 id="comments-title">{words.comments}</h2>
      {user ? (
        <Form onSubmit={submit}>
          <label htmlFor="comment-text">{words.writeComment}</label>
          <textarea
            id="comment-text"
            value={text}
            maxLength={2000}
            rows={3}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" disabled={!text.trim() || commentBook.isPending}>
            {words.send}
          </button>
        </Form>
      ) : (
        <Notice>{words.guestComment}</Notice>
      )}
      {comments.length === 0 ? (
        <p>{words.noComments}</p>
      ) : (
        <List>
          {comments.map((comment) => (
            <CommentItem key={comment.id} bookId={bookId} comment={comment} user={user} />
          ))}
        </List>
      )}
      {!user && comments.length > 0 && <Notice>{words.guestLike}</Notice>}
    </section>
  );
}

function CommentItem({
  bookId,
  comment,
  user,
}: {
  bookId: string;
  comment: Comment;
  user: AuthUser | null | undefined;
}) {
  const { words, locale } = useWords();
  const evaluate = useEvaluateComment();
  const unevaluate = useUnevaluateComment();
  const remove = useDeleteComment(bookId);
  const [confirming, setConfirming] = useState(false);
  const mine = comment.evaluations.find((evaluation) => evaluation.user === user?.id)?.value;
  const count = (value: EvaluationValue) =>
    comment.evaluations.filter((evaluation) => evaluation.value === value).length;
  const canDelete = user && (user.id === comment.author.id || user.role === 'admin');

  const toggle = (value: EvaluationValue) =>
    mine === value ? unevaluate.mutate(comment.id) : evaluate.mutate({ commentId: comment.id, value });

  return (
    <li>
      <article aria-label={`${comment.author.name} ${comment.author.surname}`}>
        <header>
          <strong>
            {comment.author.name} {comment.author.surname}
          </strong>{' '}
          <time dateTime={comment.createdAt}>
            {new Date(comment.createdAt).toLocaleDateString(locale, { dateStyle: 'medium' })}
          </time>
        </header>
        {/* Plain text: React escapes it, so markup in a comment shows as typed. */}
        <Text>{comment.text}</Text>
        <Actions>
          <button
            type="button"
            aria-pressed={mine === 'like'}
            disabled={!user}
            onClick={() => toggle('like')}
          >
            👍 {words.like} <span>{count('like')}</span>
          </button>
          <button
            type="button"
            aria-pressed={mine === 'dislike'}
            disabled={!user}
            onClick={() => toggle('dislike')}
          >
            👎 {words.dislike} <span>{count('dislike')}</span>
          </button>
          {canDelete &&
            (confirming ? (
              <span>
                {words.deleteConfirm}{' '}
                <button type="button" onClick={() => remove.mutate(comment.id)}>
                  {words.delete}
                </button>{' '}
                <button type="button" onClick={() => setConfirming(false)}>
                  {words.cancel}
                </button>
              </span>
            ) : (
              <button type="button" onClick={() => setConfirming(true)}>
                {words.delete}
              </button>
            ))}
        </Actions>
      </article>
    </li>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 640px;
  margin-bottom: ${({ theme }) => theme.space.lg};

  textarea {
    font: inherit;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  button {
    justify-self: start;
  }
`;

const Notice = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  border-left: 4px solid ${({ theme }) => theme.color.accent};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    padding: ${({ theme }) => theme.space.md} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  time {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  button {
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space.sm};
    font: inherit;
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.onPrimary};
    background: ${({ theme }) => theme.color.primary};
  }
`;
