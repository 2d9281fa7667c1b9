import { fieldErrors, newBookBodySchema, nextOrderStatuses, shopPaths } from '@bookshop/contract';
import {
  ApiError,
  useAddAuthor,
  useAddBook,
  useAddPublisher,
  useAllOrders,
  useCurrentUser,
  useReadyToCollect,
  useResendOrderMail,
  useRetryRefund,
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
import { useState } from 'react';
import styled from 'styled-components';
import { useAreaWords, WordsArea } from '../../i18n/area';
import { serverErrors } from '../../layout/formErrors';
import { PageTitle } from '../../layout/PageTitle';
import { usePageTitle } from '../../layout/usePageTitle';
import { toOrderView } from '../orders/orders';
import { ReadyToCollect } from '../orders/ReadyToCollect';
import { BackOfficeNav } from './backOfficeParts';
import { backOfficeArea } from './backOfficeWords';
import { useBookChoices } from './bookChoices';
import { localisedFieldLabel, useFormLanguages } from './formLanguages';

/** The page, with its part's texts for the kit's components. */
export function Component() {
  return (
    <WordsArea area={backOfficeArea}>
      <Page />
    </WordsArea>
  );
}

/** The admin forms, for admins only; anyone else gets the not-found page (ARCHITECTURE). */
function Page() {
  const { words } = useAreaWords(backOfficeArea);
  const { data: user, isPending } = useCurrentUser();
  usePageTitle(user?.role === 'admin' ? words.admin : words.notFound.title);

  if (isPending) return <Spinner />;
  if (user?.role !== 'admin') {
    return <NotFound href={shopPaths.main()} />;
  }
  // Orders first: they are the admin's daily work, the catalogue forms an occasional one.
  return (
    <>
      <BackOfficeNav />
      <PageTitle>{words.admin}</PageTitle>
      <p>
        <Link href={shopPaths.adminBooks()}>{words.backOffice.booksLink}</Link>
      </p>
      <AdminOrderSection />
      <AdminForms />
    </>
  );
}

/**
 * Every order of the shop with how it is paid and its invoices; the admin moves each one on as the
 * contract's table allows, sends its confirmation again, and asks again for a refund the bank refused.
 */
function AdminOrderSection() {
  const { words, language } = useAreaWords(backOfficeArea);
  const orders = useAllOrders();
  const setStatus = useSetOrderStatus();
  const resend = useResendOrderMail();
  const retryRefund = useRetryRefund();
  const readyToCollect = useReadyToCollect();
  const failed = orders.error ?? setStatus.error ?? resend.error ?? retryRefund.error ?? readyToCollect.error;
  const byId = new Map((orders.data ?? []).map((order) => [order.id, order]));
  const busy =
    setStatus.variables?.orderId ??
    resend.variables?.orderId ??
    retryRefund.variables ??
    readyToCollect.variables;
  const pending =
    setStatus.isPending || resend.isPending || retryRefund.isPending || readyToCollect.isPending;
  return (
    <>
      <AdminOrders
        orders={(orders.data ?? []).map((order) => ({
          ...toOrderView(order, language),
          customer: order.customer && {
            name: `${order.customer.name} ${order.customer.surname}`.trim(),
            email: order.customer.email,
          },
        }))}
        nextStatuses={(status) => nextOrderStatuses(status, 'admin')}
        loading={orders.isPending}
        error={failed ? (serverErrors(failed, language).form ?? words.orderError) : undefined}
        busyOrderId={pending ? busy : undefined}
        onSetStatus={(orderId, status) => setStatus.mutate({ orderId, status })}
        actions={(view) => {
          const order = byId.get(view.id);
          if (!order) return null;
          return (
            <>
              {order.invoices.length > 0 && (
                <button
                  type="button"
                  aria-describedby={`admin-order-${order.id}`}
                  onClick={() => resend.mutate({ orderId: order.id, kind: 'confirmation' })}
                >
                  {words.orderAdmin.resendConfirmation}
                </button>
              )}
              {order.paymentStatus === 'refund_failed' && (
                <button
                  type="button"
                  aria-describedby={`admin-order-${order.id}`}
                  onClick={() => retryRefund.mutate(order.id)}
                >
                  {words.orderAdmin.retryRefund}
                </button>
              )}
              <ReadyToCollect order={order} onReady={() => readyToCollect.mutate(order.id)} />
            </>
          );
        }}
      />
      <p role="status">{resend.isSuccess || readyToCollect.isSuccess ? words.orderAdmin.mailQueued : ''}</p>
    </>
  );
}

function AdminForms() {
  const { words, language } = useAreaWords(backOfficeArea);
  // A field per offered language in each form (Catalan optional).
  const languages = useFormLanguages();
  const choices = useBookChoices();
  const addAuthor = useAddAuthor();
  const addPublisher = useAddPublisher();
  const addBook = useAddBook();
  // Which form was just saved: its confirmation shows under it until that form is edited again.
  const [saved, setSaved] = useState<AdminFormName | null>(null);
  const [failure, setFailure] = useState<{ form: AdminFormName; message: string } | null>(null);

  // A refused field named as its form labels it, in the reader's language (not its key, "pagesCount").
  const fieldLabel = (form: AdminFormName, field: string) => {
    const labels =
      form === 'book' ? words.addBookForm : form === 'author' ? words.addAuthorForm : words.addPublisherForm;
    const label = new Map(Object.entries(labels)).get(field);
    if (typeof label === 'string') return label;
    return localisedFieldLabel(field, labels, languages) ?? field;
  };
  const report = (form: AdminFormName) => ({
    onSuccess: () => {
      setFailure(null);
      setSaved(form);
    },
    onError: (error: Error) => {
      setSaved(null);
      const { form: message, fields } = serverErrors(error, language);
      setFailure({
        form,
        message:
          message ??
          Object.entries(fields)
            .map(([field, text]) => `${fieldLabel(form, field)}: ${text}`)
            .join('; '),
      });
    },
  });
  const outcome = (form: AdminFormName) => (
    <>
      <p role="status">{saved === form ? words.saved : ''}</p>
      {failure?.form === form && <p role="alert">{failure.message}</p>}
    </>
  );
  const edited = (form: AdminFormName) => () => {
    if (saved === form) setSaved(null);
  };

  return (
    <CatalogueArea aria-label={words.addToCatalogue}>
      <Forms>
        <div onInput={edited('book')}>
          <AddBookForm
            languages={languages}
            {...choices}
            onSubmit={(book) => {
              // The server's own schema: a category outside the SPEC is named before anything is sent.
              const checked = newBookBodySchema.safeParse(book);
              if (checked.success) addBook.mutate(checked.data, report('book'));
              else
                report('book').onError(
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
          {outcome('book')}
        </div>
        <div onInput={edited('author')}>
          <AddAuthorForm
            languages={languages}
            onSubmit={(author) => addAuthor.mutate(author, report('author'))}
          />
          {outcome('author')}
        </div>
        <div onInput={edited('publisher')}>
          <AddPublisherForm
            languages={languages}
            onSubmit={(publisher) => addPublisher.mutate(publisher, report('publisher'))}
          />
          {outcome('publisher')}
        </div>
      </Forms>
    </CatalogueArea>
  );
}

type AdminFormName = 'book' | 'author' | 'publisher';

const CatalogueArea = styled.section`
  margin-top: ${vars.space.xxl};
`;

const Forms = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${vars.space.lg};
  align-items: start;
`;
