import { type AdminComment, shopPaths, textIn } from '@bookshop/contract';
import { adminCommentsQuery, useModerateComment } from '@bookshop/data';
import { ConfirmDialog, DataTable, type DataTableColumn, Link } from '@bookshop/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAreaWords, WordsArea } from '../../i18n/area';
import { serverErrors } from '../../layout/formErrors';
import { PageTitle } from '../../layout/PageTitle';
import { AdminOnly } from './adminGuard';
import { BackOfficeNav, CellNote, RowButton, useListAddress } from './backOfficeParts';
import { backOfficeArea } from './backOfficeWords';

/** The page, with its part's texts for the kit's components. */
export function Component() {
  return (
    <WordsArea area={backOfficeArea}>
      <Page />
    </WordsArea>
  );
}

/** Moderation: the shop's comments, newest first, of one book or one user; delete after a question. */
function Page() {
  const { words } = useAreaWords(backOfficeArea);
  return (
    <AdminOnly title={words.adminPages.comments}>
      <Moderation />
    </AdminOnly>
  );
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Moderation() {
  const { words, language, locale } = useAreaWords(backOfficeArea);
  const text = words.adminPages;
  const { params, href, page } = useListAddress(shopPaths.adminComments);
  const id = (name: string) => {
    const value = params.get(name) ?? '';
    return uuidPattern.test(value) ? value : undefined;
  };
  const book = id('book');
  const user = id('user');
  const comments = useQuery(adminCommentsQuery({ book, user, page }));
  const moderate = useModerateComment();
  const [asking, setAsking] = useState<AdminComment>();
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  const authorName = ({ author }: AdminComment) =>
    author ? `${author.name} ${author.surname}` : words.accounts.deletedAccount;

  const remove = (comment: AdminComment) => {
    setAsking(undefined);
    moderate.mutate(
      { commentId: comment._id, bookId: comment.book._id },
      {
        onSuccess: () => {
          setFailure('');
          setStatus(text.commentDeleted);
        },
        onError: (error) => {
          setStatus('');
          setFailure(serverErrors(error, language).form ?? words.loadError);
        },
      },
    );
  };

  const columns: DataTableColumn<AdminComment>[] = [
    { key: 'date', header: text.date, cell: (comment) => date.format(new Date(comment.createdAt)) },
    { key: 'comment', header: text.comment, cell: (comment) => comment.text },
    {
      key: 'book',
      header: text.book,
      cell: (comment) => (
        <>
          <Link href={shopPaths.book(comment.book._id, comment.book.name.eng)}>
            {textIn(comment.book.name, language)}
          </Link>
          {!book && (
            <CellNote>
              <Link href={href({ book: comment.book._id })}>{text.onlyThisBook}</Link>
            </CellNote>
          )}
        </>
      ),
    },
    {
      key: 'author',
      header: text.author,
      cell: (comment) => (
        <>
          {authorName(comment)}
          {!user && comment.author && (
            <CellNote>
              <Link href={href({ user: comment.author._id })}>{text.onlyThisUser}</Link>
            </CellNote>
          )}
        </>
      ),
    },
    {
      key: 'likes',
      header: text.likes,
      numeric: true,
      cell: (comment) => `${comment.likes} / ${comment.dislikes}`,
    },
    {
      key: 'delete',
      header: text.action,
      cell: (comment) => (
        <RowButton
          type="button"
          data-danger
          aria-label={`${text.deleteComment}: ${authorName(comment)}, «${comment.text.slice(0, 40)}»`}
          disabled={moderate.isPending}
          onClick={() => setAsking(comment)}
        >
          {text.deleteComment}
        </RowButton>
      ),
    },
  ];
  const total = comments.data?.total ?? 0;
  const pageSize = comments.data?.pageSize ?? 20;

  return (
    <>
      <BackOfficeNav />
      <PageTitle>{text.comments}</PageTitle>
      {(book || user) && (
        <p>
          {book ? text.filteredByBook : text.filteredByUser}{' '}
          <Link href={shopPaths.adminComments()}>{text.clearFilters}</Link>
        </p>
      )}
      <p role="status">{status || (comments.data ? text.commentsFound(total) : '')}</p>
      <p role="alert">{failure || (comments.error ? words.loadError : '')}</p>
      <DataTable<AdminComment>
        caption={text.comments}
        columns={columns}
        rows={comments.data?.comments ?? []}
        rowKey={(comment) => comment._id}
        loading={comments.isPending}
        page={page}
        pageCount={Math.ceil(total / pageSize)}
        pageHref={(target) => href({ page: target === 1 ? undefined : String(target) })}
      />
      <ConfirmDialog
        open={asking !== undefined}
        title={text.deleteQuestion}
        message={asking ? text.deleteMessage(authorName(asking), asking.text) : ''}
        confirmLabel={text.deleteComment}
        danger
        onConfirm={() => asking && remove(asking)}
        onCancel={() => setAsking(undefined)}
      />
    </>
  );
}
