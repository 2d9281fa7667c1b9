'use client';
import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { formatDate } from '../format/date';
import { partsOf, type RootProps, rootProps, useMergedRef } from '../parts/parts';
import { useBookshop, useImageAttributes, useLabels } from '../provider/context';
import { componentRoot } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type CommentListLabels, commentListLabels } from './labels';

export type EvaluationValue = 'like' | 'dislike';

export interface CommentItem {
  id: string;
  /** Plain text: shown as typed, never as markup. */
  text: string;
  authorName: string;
  /** The author's picture (its address); their initial when absent. */
  authorImage?: string | null;
  /** ISO date. */
  createdAt: string;
  likes: number;
  dislikes: number;
  /** The reader's own evaluation, if any. */
  mine?: EvaluationValue;
  /** The reader wrote it or is an admin. */
  canDelete: boolean;
}

export interface CommentListProps extends RootProps {
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

const part = partsOf('comment-list');

/**
 * A book's comments, newest first, with likes, dislikes and deletion after a confirmation. Once a
 * deleted comment is gone the focus goes to the comment that took its place (or the one before, or the
 * empty list's text), not to the page's body.
 *
 * Parts (`data-scope="comment-list"`): `root` (takes `ref`; the empty text's `<p>` when there are no
 * comments, with `data-empty`), `comment` (each `<article>`, with `data-id`), `author`, `date`, `text`,
 * `like`, `dislike`, `delete`, `confirm`.
 */
export const CommentList = forwardRef<HTMLElement, CommentListProps>(function CommentList(
  { comments, signedIn, onEvaluate, onDelete, labels, ...root },
  ref,
) {
  const text = useLabels('commentList', commentListLabels, labels);
  const list = useRef<HTMLUListElement>(null);
  const empty = useRef<HTMLParagraphElement>(null);
  const listRef = useMergedRef(list, ref);
  const emptyRef = useMergedRef(empty, ref);
  const deleted = useRef<{ id: string; index: number } | null>(null);

  useEffect(() => {
    const gone = deleted.current;
    if (!gone || comments.some((comment) => comment.id === gone.id)) return;
    deleted.current = null;
    const articles = list.current?.querySelectorAll<HTMLElement>('article') ?? [];
    const next = articles[Math.min(gone.index, articles.length - 1)];
    (next ?? empty.current)?.focus();
  }, [comments]);

  const deleteComment = (commentId: string) => {
    deleted.current = { id: commentId, index: comments.findIndex((comment) => comment.id === commentId) };
    onDelete(commentId);
  };

  if (comments.length === 0)
    return (
      <Empty ref={emptyRef} tabIndex={-1} data-empty="" {...part('root')} {...rootProps(root)}>
        {text.empty}
      </Empty>
    );
  return (
    <List ref={listRef} {...part('root')} {...rootProps(root)}>
      {comments.map((comment) => (
        <Comment
          key={comment.id}
          comment={comment}
          signedIn={signedIn}
          onEvaluate={onEvaluate}
          onDelete={deleteComment}
          labels={text}
        />
      ))}
    </List>
  );
});

function Comment({
  comment,
  signedIn,
  onEvaluate,
  onDelete,
  labels,
}: Omit<CommentListProps, 'comments' | 'labels'> & { comment: CommentItem; labels: CommentListLabels }) {
  const { locale } = useBookshop();
  const imageAttributes = useImageAttributes();
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const toggle = (value: EvaluationValue) => onEvaluate(comment.id, comment.mine === value ? null : value);
  // The question takes the focus on its safe answer; closing it gives the focus back to its opener.
  const confirm = (open: boolean) => {
    setConfirming(open);
    requestAnimationFrame(() => (open ? cancel.current : opener.current)?.focus());
  };

  return (
    <li>
      <article aria-label={comment.authorName} tabIndex={-1} {...part('comment')} data-id={comment.id}>
        <header>
          {comment.authorImage ? (
            <img
              {...imageAttributes(comment.authorImage, '32px')}
              alt=""
              width={32}
              height={32}
              loading="lazy"
            />
          ) : (
            <Initial aria-hidden="true">{comment.authorName.slice(0, 1)}</Initial>
          )}
          <strong {...part('author')}>{comment.authorName}</strong>{' '}
          <time dateTime={comment.createdAt} {...part('date')}>
            {formatDate(comment.createdAt, locale, { dateStyle: 'medium' })}
          </time>
        </header>
        <Text {...part('text')}>{comment.text}</Text>
        <Actions>
          <button
            type="button"
            aria-pressed={comment.mine === 'like'}
            disabled={!signedIn}
            onClick={() => toggle('like')}
            {...part('like')}
          >
            <ThumbIcon /> {labels.like} <span>{comment.likes}</span>
          </button>
          <button
            type="button"
            aria-pressed={comment.mine === 'dislike'}
            disabled={!signedIn}
            onClick={() => toggle('dislike')}
            {...part('dislike')}
          >
            <ThumbIcon down /> {labels.dislike} <span>{comment.dislikes}</span>
          </button>
          {comment.canDelete &&
            (confirming ? (
              <Question
                {...part('confirm')}
                aria-labelledby={questionId}
                onKeyDown={(event) => {
                  if (event.key !== 'Escape') return;
                  event.stopPropagation();
                  confirm(false);
                }}
              >
                <span id={questionId}>{labels.deleteConfirm}</span>{' '}
                <button type="button" onClick={() => onDelete(comment.id)}>
                  {labels.delete}
                </button>{' '}
                <button ref={cancel} type="button" onClick={() => confirm(false)}>
                  {labels.cancel}
                </button>
              </Question>
            ) : (
              <button ref={opener} type="button" onClick={() => confirm(true)} {...part('delete')}>
                {labels.delete}
              </button>
            ))}
        </Actions>
      </article>
    </li>
  );
}

/** A thumb up (or down): drawn, since an emoji shows as an empty box where no emoji font is installed. */
function ThumbIcon({ down = false }: { down?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      style={down ? { transform: 'rotate(180deg)' } : undefined}
    >
      <path
        fill="currentColor"
        d="M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6c-.4.4-.6.9-.6 1.4v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z"
      />
    </svg>
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
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space.xs};
  }
  header img {
    border-radius: 50%;
    object-fit: cover;
  }
`;

const Initial = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  font-weight: 700;
  color: ${vars.color.onAccent};
  background: ${vars.color.accent};
`;

const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Question = styled.fieldset`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};

  button {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space.xs};
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
