import { shopPaths } from '@bookshop/contract';
import { ApiError, useActivateAccount } from '@bookshop/data';
import { Link } from '@bookshop/ui';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { useAreaWords, WordsArea } from '../../i18n/area';
import { errorText } from '../../i18n/errors';
import { PageTitle } from '../../layout/PageTitle';
import { usePageTitle } from '../../layout/usePageTitle';
import { accountArea } from './accountWords';

/** The page, with its part's texts for the kit's components. */
export function Component() {
  return (
    <WordsArea area={accountArea}>
      <Page />
    </WordsArea>
  );
}

/** `/activate/:token`, the activation mail's link: activates the account and says so, or why not. */
function Page() {
  const { words, language } = useAreaWords(accountArea);
  const { token = '' } = useParams();
  const activation = useActivateAccount();
  const { mutate } = activation;
  const sent = useRef<string | undefined>(undefined);
  usePageTitle(words.accounts.activateTitle);

  // Once per link (React's development mode runs effects twice; a second POST would say "used"):
  // a POST the page sends itself, never a GET that changes the account.
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [mutate, token]);

  if (activation.isSuccess) {
    return (
      <section aria-labelledby="activate-title">
        <PageTitle id="activate-title">{words.accounts.activated}</PageTitle>
        <p role="status">{words.accounts.activatedText}</p>
        <p>
          <Link href={shopPaths.main()}>{words.accounts.toShop}</Link>
        </p>
      </section>
    );
  }
  if (activation.isError) {
    const error = activation.error;
    const code = error instanceof ApiError ? (error.fields.token ?? error.serverCode) : undefined;
    return (
      <section aria-labelledby="activate-title">
        <PageTitle id="activate-title">{words.accounts.notActivated}</PageTitle>
        <p role="alert">{errorText(code, language, words.somethingFailed)}</p>
        <p>
          <Link href={shopPaths.main()}>{words.accounts.toShop}</Link>
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="activate-title">
      <PageTitle id="activate-title">{words.accounts.activateTitle}</PageTitle>
      <p role="status">{words.accounts.activating}</p>
    </section>
  );
}
