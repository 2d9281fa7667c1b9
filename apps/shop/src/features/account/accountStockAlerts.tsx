import { shopPaths, textIn } from '@bookshop/contract';
import { myStockAlertsQuery, useCancelStockAlert } from '@bookshop/data';
import { Link, Spinner, vars } from '@bookshop/ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { useAreaWords } from '../../i18n/area';
import { PageTitle } from '../../layout/PageTitle';
import { accountArea } from './accountWords';

/** `/my_account/stock_alerts` (issue 38): the reader's "tell me when it is back" requests, each cancellable. */
export function StockAlerts() {
  const { words, language, locale } = useAreaWords(accountArea);
  const text = words.stockAlerts;
  const alerts = useQuery(myStockAlertsQuery());
  const cancel = useCancelStockAlert();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });

  return (
    <section aria-labelledby="stock-alerts-title">
      <PageTitle id="stock-alerts-title">{text.title}</PageTitle>
      <p>{text.intro}</p>
      <p role="status">{cancel.isSuccess ? text.cancelled : ''}</p>
      {cancel.isError && <p role="alert">{words.somethingFailed}</p>}
      {alerts.isPending ? (
        <Spinner />
      ) : alerts.isError ? (
        <p role="alert">{words.loadError}</p>
      ) : alerts.data.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <List>
          {alerts.data.map((alert) => {
            const name = textIn(alert.book.name, language);
            return (
              <li key={alert._id}>
                <Link href={shopPaths.book(alert.book._id, alert.book.name.eng)}>{name}</Link>
                <span>
                  {text.since} {date.format(new Date(alert.createdAt))} · {text.statuses[alert.status]}
                </span>
                {(alert.status === 'waiting' || alert.status === 'unconfirmed') && (
                  <button type="button" disabled={cancel.isPending} onClick={() => cancel.mutate(alert._id)}>
                    {text.cancel(name)}
                  </button>
                )}
              </li>
            );
          })}
        </List>
      )}
    </section>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${vars.space.xs};
    padding: ${vars.space.md};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
  }
  button {
    justify-self: start;
    min-height: 44px;
    padding: 0 ${vars.space.md};
    font: inherit;
    background: none;
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
    cursor: pointer;
  }
`;
