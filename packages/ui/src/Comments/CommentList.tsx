import { useState } from 'react';
import styled from 'styled-components';

export type EvaluationValue = 'like' | 'dislike';

export interface CommentItem {
  id: string;
  /** Plain text: shown as typed, never as markup. */
  text: string;
  authorName: string;
  /** ISO date. */
  createdAt: string;
  likes: number;
  dislikes: number;
  /** The reader's own evaluation, if any. */
  mine?: EvaluationValue;
  /** The reader wrote it or is an admin. */
  canDelete: boolean;
}

export interface CommentListLabels {
  like: string;
  dislike: string;
  delete: string;
  /** "Delete this comment?" */
  deleteConfirm: string;
  cancel: string;
  /** "No comments yet" */
  empty: string;
}

export interface CommentListProps {
  /** Shown in this order (the shop gives newest first). */
  comments: CommentItem[];
  /** Guests read comments but cannot evaluate them. */
  signedIn: boolean;
  /** A like or dislike; `null` takes the reader's evaluation back (pressing it again). */
  onEvaluate: (commentId: string, value: EvaluationValue | null) => void;
  /** Called with a comment's id once its deletion is confirmed. */
  onDelete: (commentId: string) => void;
  /** Every text of the list, in the reader's language. */
  labels?: CommentListLabels;
  /** Formats the dates, e.g. "es-ES". */
  locale?: string;
}

const englishLabels: CommentListLabels = {
  like: 'Like',
  dislike: 'Dislike',
  delete: 'Delete',
  deleteConfirm: 'Delete this comment?',
  cancel: 'Cancel',
  empty: 'No comments yet',
};

/** A book's comments, newest first, with likes, dislikes and deletion after a confirmation. */
export function CommentList({
  comments,
  signedIn,
  onEvaluate,
  onDelete,
  labels = englishLabels,
  locale,
}: CommentListProps) {
  if (comments.length === 0) return <Empty>{labels.empty}</Empty>;
  return (
    <List>
      {comments.map((comment) => (
        <Comment
          key={comment.id}
          comment={comment}
          signedIn={signedIn}
          onEvaluate={onEvaluate}
          onDelete={onDelete}
          labels={labels}
          locale={locale}
        />
      ))}
    </List>
  );
}

function Comment({
  comment,
  signedIn,
  onEvaluate,
  onDelete,
  labels,
  locale,
}: Omit<CommentListProps, 'comments' | 'labels'> & { comment: CommentItem; labels: CommentListLabels }) {
  const [confirming, setConfirming] = useState(false);
  const toggle = (value: EvaluationValue) => onEvaluate(comment.id, comment.mine === value ? null : value);

  return (
    <li>
      <article aria-label={comment.authorName}>
        <header>
          <strong>{comment.authorName}</strong>{' '}
          <time dateTime={comment.createdAt}>
            {new Date(comment.createdAt).toLocaleDateString(locale, { dateStyle: 'medium' })}
          </time>
        </header>
        <Text>{comment.text}</Text>
        <Actions>
          <button
            type="button"
            aria-pressed={comment.mine === 'like'}
            disabled={!signedIn}
            onClick={() => toggle('like')}
          >
            <span aria-hidden="true">👍</span> {labels.like} <span>{comment.likes}</span>
          </button>
          <button
            type="button"
            aria-pressed={comment.mine === 'dislike'}
            disabled={!signedIn}
            onClick={() => toggle('dislike')}
          >
            <span aria-hidden="true">👎</span> {labels.dislike} <span>{comment.dislikes}</span>
          </button>
          {comment.canDelete &&
            (confirming ? (
              <span>
                {labels.deleteConfirm}{' '}
                <button type="button" onClick={() => onDelete(comment.id)}>
                  {labels.delete}
                </button>{' '}
                <button type="button" onClick={() => setConfirming(false)}>
                  {labels.cancel}
                </button>
              </span>
            ) : (
              <button type="button" onClick={() => setConfirming(true)}>
                {labels.delete}
              </button>
            ))}
        </Actions>
      </article>
    </li>
  );
}

const Empty = styled.p`
  color: ${({ theme }) => theme.color.muted};
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
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
  button:disabled {
    cursor: not-allowed;
  }
  button[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.onPrimary};
    background: ${({ theme }) => theme.color.primary};
  }
`;
