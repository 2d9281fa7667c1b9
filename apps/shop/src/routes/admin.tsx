import { fieldErrors, newBookBodySchema, shopPaths } from '@bookshop/contract';
import {
  ApiError,
  authorsQuery,
  publishersQuery,
  useAddAuthor,
  useAddBook,
  useAddPublisher,
  useAllOrders,
  useCurrentUser,
  useSetOrderStatus,
} from '@bookshop/data';
import {
  AddAuthorForm,
  AddBookForm,
  AddPublisherForm,
  AdminOrders,
  Link,
  NotFound,
  Spinner,
  vars,
} from '@bookshop/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { serverErrors } from '../formErrors';
import { useWords } from '../i18n/useWords';
import { PageTitle } from '../layout/PageTitle';
import { toOrderView } from '../orders';
import { usePageTitle } from '../usePageTitle';

/** The admin forms, for admins only; anyone else gets the not-found page (ARCHITECTURE). */
export function Component() {
  const { words } = useWords();
  const { data: user, isPending } = useCurrentUser();
  usePageTitle(user?.role === 'admin' ? words.admin : words.notFound.title);

  if (isPending) return <Spinner />;
  if (user?.role !== 'admin') {
    return <NotFound href={shopPaths.main()} />;
  }
  // Orders first: they are the admin's daily work, the catalogue forms an occasional one.
  return (
    <>
      <PageTitle>{words.admin}</PageTitle>
      <p>
        <Link href={shopPaths.adminBooks()}>{words.backOffice.booksLink}</Link>
      </p>
      <AdminOrderSection />
      <AdminForms />
    </>
  );
}

/** Every order of the shop; the admin moves each one on (placed -> shipped -> delivered, or cancelled). */
function AdminOrderSection() {
  const { words, language } = useWords();
  const orders = useAllOrders();
  const setStatus = useSetOrderStatus();
  const failed = orders.error ?? setStatus.error;
  return (
    <AdminOrders
      orders={(orders.data ?? []).map((order) => toOrderView(order, language))}
      loading={orders.isPending}
      error={failed ? (serverErrors(failed, language).form ?? words.orderError) : undefined}
      busyOrderId={setStatus.isPending ? setStatus.variables.orderId : undefined}
      onSetStatus={(orderId, status) => setStatus.mutate({ orderId, status })}
    />
  );
}

function AdminForms() {
  const { words, language } = useWords();
  const authors = useQuery(authorsQuery());
  const publishers = useQuery(publishersQuery());
  const addAuthor = useAddAuthor();
  const addPublisher = useAddPublisher();
  const addBook = useAddBook();
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');

  const report = {
    onSuccess: () => {
      setFailure('');
      setStatus(words.saved);
    },
    onError: (error: Error) => {
      setStatus('');
      const { form, fields } = serverErrors(error, language);
      setFailure(
        form ??
          Object.entries(fields)
            .map(([field, message]) => `${field}: ${message}`)
            .join('; '),
      );
    },
  };

  return (
    <CatalogueArea aria-label={words.addToCatalogue}>
      <p role="status">{status}</p>
      {failure && <p role="alert">{failure}</p>}
      <Forms>
        <AddBookForm
          authors={(authors.data ?? []).map((author) => ({ id: author.id, name: author.name[language] }))}
          publishers={(publishers.data ?? []).map((publisher) => ({
            id: publisher.id,
            name: publisher.name[language],
          }))}
          onSubmit={(book) => {
            // The server's own schema: a category outside the SPEC is named before anything is sent.
            const checked = newBookBodySchema.safeParse(book);
            if (checked.success) addBook.mutate(checked.data, report);
            else
              report.onError(
                new ApiError(
                  'addBookError',
                  words.loadError,
                  400,
                  'invalidInput',
                  fieldErrors(checked.error),
                ),
              );
          }}
        />
        <AddAuthorForm onSubmit={(author) => addAuthor.mutate(author, report)} />
        <AddPublisherForm onSubmit={(publisher) => addPublisher.mutate(publisher, report)} />
      </Forms>
    </CatalogueArea>
  );
}

const CatalogueArea = styled.section`
  margin-top: ${vars.space.xxl};
`;

const Forms = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${vars.space.lg};
  align-items: start;
`;
