import { COMMENT_MAX_LENGTH } from '@bookshop/contract';
import {
  type AuthUser,
  type Comment,
  useCommentBook,
  useDeleteComment,
  useEvaluateComment,
  useUnevaluateComment,
} from '@bookshop/data';
import { CommentForm, CommentList, GuestNotice } from '@bookshop/ui';
import { useWords } from '../../i18n/useWords';

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
  const evaluate = useEvaluateComment();
  const unevaluate = useUnevaluateComment();
  const remove = useDeleteComment(bookId);
  const count = (comment: Comment, value: 'like' | 'dislike') =>
    comment.evaluations.filter((evaluation) => evaluation.value === value).length;

  return (
    <section aria-labelledby="comments-title">
      <h2 id="comments-title">{words.comments}</h2>
      {user ? (
        <CommentForm onSubmit={(text) => commentBook.mutateAsync(text)} maxLength={COMMENT_MAX_LENGTH} />
      ) : (
        <GuestNotice message={words.guestComment} />
      )}
      <CommentList
        signedIn={Boolean(user)}
        comments={comments.map((comment) => ({
          id: comment.id,
          text: comment.text,
          authorName: comment.author
            ? `${comment.author.name} ${comment.author.surname}`
            : words.accounts.deletedAccount,
          authorImage: comment.author?.profileImage,
          createdAt: comment.createdAt,
          likes: count(comment, 'like'),
          dislikes: count(comment, 'dislike'),
          // The API names the reader only on their own evaluation; a guest has none.
          mine: user
            ? comment.evaluations.find((evaluation) => evaluation.user === user.id)?.value
            : undefined,
          canDelete: Boolean(user && (user.id === comment.author?.id || user.role === 'admin')),
        }))}
        onEvaluate={(commentId, value) =>
          value ? evaluate.mutate({ commentId, value }) : unevaluate.mutate(commentId)
        }
        onDelete={(commentId) => remove.mutate(commentId)}
      />
      {!user && comments.length > 0 && <GuestNotice message={words.guestLike} />}
    </section>
  );
}
