import { type AdminBook, fieldErrors, newBookBodySchema, shopPaths, textIn } from '@bookshop/contract';
import { ApiError, adminBookQuery, useSetBookPublished, useUpdateBook } from '@bookshop/data';
import { ConfirmDialog, EditBookForm, Link, NotFound, Spinner } from '@bookshop/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useAreaWords, WordsArea } from '../../i18n/area';
import { serverErrorLine } from '../../layout/formErrors';
import { PageTitle } from '../../layout/PageTitle';
import { AdminOnly } from './adminGuard';
import { PublishedSummary } from './backOfficeParts';
import { backOfficeArea } from './backOfficeWords';
import { useBookChoices } from './bookChoices';
import { useFormLanguages } from './formLanguages';

/** The page, with its part's texts for the kit's components. */
export function Component() {
  return (
    <WordsArea area={backOfficeArea}>
      <Page />
    </WordsArea>
  );
}

/** The back office's edit page of one book: every field, its cover, unpublishing and publishing again. */
function Page() {
  const { words } = useAreaWords(backOfficeArea);
  return (
    <AdminOnly title={words.editBookForm.title}>
      <EditBook />
    </AdminOnly>
  );
}

function EditBook() {
  const { id = '' } = useParams();
  const book = useQuery(adminBookQuery(id));
  if (book.isPending) return <Spinner />;
  if (!book.data) return <NotFound href={shopPaths.adminBooks()} />;
  return <BookEditor book={book.data} />;
}

function BookEditor({ book }: { book: AdminBook }) {
  const { words, language } = useAreaWords(backOfficeArea);
  const languages = useFormLanguages();
  const text = words.backOffice;
  const { authors, publishers, uploadCover, ...choices } = useBookChoices();
  const update = useUpdateBook();
  const setPublished = useSetBookPublished();
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const [asking, setAsking] = useState(false);

  const failed = (error: unknown) => {
    setStatus('');
    setFailure(serverErrorLine(error, language));
  };
  const saved = (message: string) => {
    setFailure('');
    setStatus(message);
  };

  // The cover changes at once, as it always has: uploaded, it is the book's.
  const sendCover = async (file: File) => {
    const url = await uploadCover(file);
    await update.mutateAsync({ id: book._id, patch: { image: url } });
    return url;
  };

  // The book's own author and publisher stay choices even when unpublished.
  const withOwn = (list: { id: string; name: string }[], own: AdminBook['author']) =>
    list.some((item) => item.id === own._id)
      ? list
      : [{ id: own._id, name: textIn(own.name, language) }, ...list];

  return (
    <>
      <Link href={shopPaths.adminBooks()}>{text.backToBooks}</Link>
      <PageTitle>{textIn(book.name, language)}</PageTitle>
      <PublishedSummary>
        <strong data-published={book.published}>{book.published ? text.published : text.unpublished}</strong>
        {book.published && <Link href={shopPaths.book(book._id, book.name.eng)}>{text.viewInShop}</Link>}
        <button type="button" onClick={() => setAsking(true)}>
          {book.published ? text.unpublish : text.publish}
        </button>
      </PublishedSummary>
      <p role="status">{status}</p>
      <p role="alert">{failure}</p>
      <EditBookForm
        book={{
          ...book,
          author: book.author._id,
          publisher: book.publisher._id,
        }}
        overrides={{ image: book.image }}
        languages={languages}
        {...choices}
        uploadCover={sendCover}
        authors={withOwn(authors, book.author)}
        publishers={withOwn(publishers, book.publisher)}
        onSubmit={(values) => {
          // The server's own schema first: a wrong field is named before anything is sent.
          const checked = newBookBodySchema.safeParse(values);
          if (!checked.success) {
            failed(
              new ApiError(
                'updateBookError',
                words.loadError,
                400,
                'invalidInput',
                fieldErrors(checked.error),
              ),
            );
            return;
          }
          update.mutate(
            { id: book._id, patch: checked.data },
            { onSuccess: () => saved(words.saved), onError: failed },
          );
        }}
      />
      <ConfirmDialog
        open={asking}
        title={book.published ? text.unpublishQuestion : text.publishQuestion}
        message={book.published ? text.unpublishMessage : text.publishMessage}
        confirmLabel={book.published ? text.unpublish : text.publish}
        danger={book.published}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          const publish = !book.published;
          setPublished.mutate(
            { id: book._id, published: publish },
            { onSuccess: () => saved(publish ? text.nowPublished : text.nowUnpublished), onError: failed },
          );
        }}
      />
    </>
  );
}
