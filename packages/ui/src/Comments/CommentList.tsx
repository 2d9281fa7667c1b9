'use client';
import { useState } from 'react';
import { styled } from 'styled-components';
import { formatDate } from '../format/date';
import { useBookshop, useLabels } from '../provider/context';
import { componentRoot } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type CommentListLabels, commentListLabels } from './labels';

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

export interface CommentListProps {
  /** Shown in this order (the shop gives newest first). */
  comments: CommentItem[];
  /** Guests read comments but cannot evaluate them. */
  signedIn: boolean;
  /** A like or dislike; `null` takes the reader's evaluation back (pressing it again). */
  onEvaluate: (commentId: string, value: EvaluationValue | null) => void;
  /** Called with a comment's id once its deletion is confirmed. */
  onDelete: (commentId: string) => void;
  /** Every text of the list; the provider's `labels.commentList` otherwise. */
  labels?: Partial<CommentListLabels>;
}

/** A book's comments, newest first, with likes, dislikes and deletion after a confirmation. */
export function CommentList({ comments, signedIn, onEvaluate, onDelete, labels }: CommentListProps) {
  const text = useLabels('commentList', commentListLabels, labels);
  if (comments.length === 0) return <Empty>{text.empty}</Empty>;
  return (
    <List>
      {comments.map((comment) => (
        <Comment
          key={comment.id}
          comment={comment}
          signedIn={signedIn}
          onEvaluate={onEvaluate}
          onDelete={onDelete}
          labels={text}
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
}: Omit<CommentListProps, 'comments' | 'labels'> & { comment: CommentItem; labels: CommentListLabels }) {
  const { locale } = useBookshop();
  const [confirming, setConfirming] = useState(false);
  const toggle = (value: EvaluationValue) => onEvaluate(comment.id, comment.mine === value ? null : value);

  return (
    <li>
      <article aria-label={comment.authorName}>
        <header>
          <strong>{comment.authorName}</strong>{' '}
          <time dateTime={comment.createdAt}>
            {formatDate(comment.createdAt, locale, { dateStyle: 'medium' })}
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
  ${componentRoot}
  color: ${vars.color.muted};
`;

const List = styled.ul`
  ${componentRoot}
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    padding: ${vars.space.md} 0;
    border-bottom: 1px solid ${vars.color.border};
  }
  time {
    color: ${vars.color.muted};
    font-size: ${vars.fontSize.sm};
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
  gap: ${vars.space.sm};

  button {
    min-height: 36px;
    padding: 0 ${vars.space.sm};
    font: inherit;
    color: ${vars.color.text};
    background: ${vars.color.surface};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
    cursor: pointer;
  }
  button:disabled {
    cursor: not-allowed;
  }
  button[aria-pressed='true'] {
    color: ${vars.color.onPrimary};
    background: ${vars.color.primary};
  }
`;
