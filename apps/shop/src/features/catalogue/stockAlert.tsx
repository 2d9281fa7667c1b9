import { shopPaths, textIn } from '@bookshop/contract';
import { ApiError, useConfirmStockAlert, useUnsubscribeStockAlerts } from '@bookshop/data';
import { Link } from '@bookshop/ui';
import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useAreaWords, WordsArea } from '../../i18n/area';
import { errorText } from '../../i18n/errors';
import { PageTitle } from '../../layout/PageTitle';
import { usePageTitle } from '../../layout/usePageTitle';
import { accountArea } from '../account/accountWords';

/** The page, with its part's texts for the kit's components. */
export function Component() {
  return (
    <WordsArea area={accountArea}>
      <Page />
    </WordsArea>
  );
}

/**
 * The pages a stock alert's mails link to (issue 38): `/stock_alerts/confirm/:token` turns a guest's
 * alert on, `/stock_alerts/unsubscribe/:token` cancels every alert of that address. Each sends its
 * POST itself, once per link: a GET (a mail program looking at links) changes nothing.
 */
function Page() {
  const { words, language } = useAreaWords(accountArea);
  const text = words.stockAlerts;
  const { token = '' } = useParams();
  const unsubscribing = useLocation().pathname.startsWith(shopPaths.unsubscribeStockAlert(''));
  const confirm = useConfirmStockAlert();
  const unsubscribe = useUnsubscribeStockAlerts();
  const action = unsubscribing ? unsubscribe : confirm;
  const { mutate } = action;
  const sent = useRef<string | undefined>(undefined);
  usePageTitle(unsubscribing ? text.unsubscribeTitle : text.confirmTitle);

  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [mutate, token]);

  const toShop = (
    <p>
      <Link href={shopPaths.main()}>{text.toShop}</Link>
    </p>
  );
  if (confirm.isSuccess) {
    return (
      <section aria-labelledby="stock-alert-title">
        <PageTitle id="stock-alert-title">{text.confirmed}</PageTitle>
        <p role="status">{text.confirmedText(textIn(confirm.data.stockAlert.book.name, language))}</p>
        {toShop}
      </section>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <section aria-labelledby="stock-alert-title">
        <PageTitle id="stock-alert-title">{text.unsubscribed}</PageTitle>
        <p role="status">{text.unsubscribedText(unsubscribe.data.cancelled)}</p>
        {toShop}
      </section>
    );
  }
  if (action.isError) {
    const error = action.error;
    const code = error instanceof ApiError ? (error.fields.token ?? error.serverCode) : undefined;
    return (
      <section aria-labelledby="stock-alert-title">
        <PageTitle id="stock-alert-title">
          {unsubscribing ? text.notUnsubscribed : text.notConfirmed}
        </PageTitle>
        <p role="alert">{errorText(code, language, words.somethingFailed)}</p>
        {toShop}
      </section>
    );
  }
  return (
    <section aria-labelledby="stock-alert-title">
      <PageTitle id="stock-alert-title">
        {unsubscribing ? text.unsubscribeTitle : text.confirmTitle}
      </PageTitle>
      <p role="status">{unsubscribing ? text.unsubscribing : text.confirming}</p>
    </section>
  );
}
