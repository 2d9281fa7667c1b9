import { fieldErrors, newBookBodySchema } from '@bookshop/contract';
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
import { AddAuthorForm, AddBookForm, AddPublisherForm, AdminOrders, NotFound, Spinner } from '@bookshop/ui';
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
  usePageTitle(user?.role === 'admin' ? words.admin : words.notFoundTitle);

  if (isPending) return <Spinner label={words.loading} />;
  if (user?.role !== 'admin') {
    return <NotFound title={words.notFoundTitle} text={words.notFoundText} linkLabel={words.backToMain} />;
  }
  // Orders first: they are the admin's daily work, the catalogue forms an occasional one.
  return (
    <>
      <PageTitle>{words.admin}</PageTitle>
      <AdminOrderSection />
      <AdminForms />
    </>
  );
}

/** Every order of the shop; the admin moves each one on (placed -> shipped -> delivered, or cancelled). */
function AdminOrderSection() {
  const { words, language, locale } = useWords();
  const orders = useAllOrders();
  const setStatus = useSetOrderStatus();
  const failed = orders.error ?? setStatus.error;
  return (
    <AdminOrders
      orders={(orders.data ?? []).map((order) => toOrderView(order, language))}
      loading={orders.isPending}
      error={failed ? (serverErrors(failed, words).form ?? words.orderError) : undefined}
      busyOrderId={setStatus.isPending ? setStatus.variables.orderId : undefined}
      onSetStatus={(orderId, status) => setStatus.mutate({ orderId, status })}
      locale={locale}
      labels={{
        title: words.orders,
        empty: words.noOrders,
        loading: words.loading,
        order: words.orderNumber,
        placedOn: words.placedOn,
        total: words.total,
        freeDelivery: words.freeDeliveryShort,
        operatorDelivery: words.operatorDeliveryShort,
        moveTo: words.moveOrderTo,
        statuses: words.orderStatuses,
      }}
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
      const { form, fields } = serverErrors(error, words);
      setFailure(
        form ??
          Object.entries(fields)
            .map(([field, message]) => `${field}: ${message}`)
            .join('; '),
      );
    },
  };
  const common = {
    nameEng: words.nameEng,
    nameEsp: words.nameEsp,
    image: words.imageUrl,
    submit: words.addButton,
    requiredHint: words.requiredHint,
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
          labels={{
            ...common,
            title: words.addBook,
            textEng: words.infoEng,
            textEsp: words.infoEsp,
            category: words.categories,
            categoryHint: words.categoryHint,
            author: words.author,
            publisher: words.publisher,
            pagesCount: words.pages,
            language: words.bookLanguage,
            year: words.year,
            price: words.price,
          }}
        />
        <AddAuthorForm
          onSubmit={(author) => addAuthor.mutate(author, report)}
          labels={{
            ...common,
            title: words.addAuthor,
            textEng: words.biographyEng,
            textEsp: words.biographyEsp,
          }}
        />
        <AddPublisherForm
          onSubmit={(publisher) => addPublisher.mutate(publisher, report)}
          labels={{ ...common, title: words.addPublisher, textEng: words.infoEng, textEsp: words.infoEsp }}
        />
      </Forms>
    </CatalogueArea>
  );
}

const CatalogueArea = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
`;

const Forms = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
`;
