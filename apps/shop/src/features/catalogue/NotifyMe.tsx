import { shopPaths } from '@bookshop/contract';
import { ApiError, type AuthUser, myStockAlertsQuery, useNotifyMe } from '@bookshop/data';
import { FormField, Link, vars } from '@bookshop/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { errorText } from '../../i18n/errors';
import { useWords } from '../../i18n/useWords';

/**
 * "Avísame" (issue 38), under a sold-out book's disabled button: a signed-in reader asks with one
 * press (and sees when they already did); a guest gives an address, which a mailed link confirms.
 */
export function NotifyMe({ bookId, user }: { bookId: string; user: AuthUser | null | undefined }) {
  return user ? <ReaderNotifyMe bookId={bookId} /> : <GuestNotifyMe bookId={bookId} />;
}

function ReaderNotifyMe({ bookId }: { bookId: string }) {
  const { words } = useWords();
  const alerts = useQuery(myStockAlertsQuery());
  const notify = useNotifyMe(bookId);
  const asked = alerts.data?.some(
    (alert) => alert.book._id === bookId && (alert.status === 'waiting' || alert.status === 'unconfirmed'),
  );
  if (asked) {
    return (
      <Box>
        <p role="status">{words.notifyMe.asked}</p>
        <Link href={shopPaths.myStockAlerts()}>{words.notifyMe.myAlerts}</Link>
      </Box>
    );
  }
  return (
    <Box>
      <Ask
        type="button"
        disabled={notify.isPending || alerts.isPending}
        onClick={() => notify.mutate(undefined)}
      >
        {words.notifyMe.ask}
      </Ask>
      <p role="status">{notify.isError ? words.notifyMe.failed : ''}</p>
    </Box>
  );
}

function GuestNotifyMe({ bookId }: { bookId: string }) {
  const { words, language } = useWords();
  const notify = useNotifyMe(bookId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = useId();

  const send = (event: FormEvent) => {
    event.preventDefault();
    // The server checks the address and names what is wrong with it; an empty one is not sent.
    if (email.trim() === '') {
      setError(errorText('emailRequired', language, words.fieldInvalid));
      return;
    }
    setError(undefined);
    notify.mutate(
      { email: email.trim(), language },
      {
        onError: (failure) => {
          const code = failure instanceof ApiError ? (failure.fields.email ?? failure.serverCode) : undefined;
          setError(errorText(code, language, words.notifyMe.failed));
        },
      },
    );
  };

  if (notify.isSuccess) {
    return (
      <Box>
        <p role="status">{words.notifyMe.sent}</p>
      </Box>
    );
  }
  return (
    <Box as="form" noValidate onSubmit={send} aria-label={words.notifyMe.ask}>
      <FormField
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="email"
        label={words.notifyMe.email}
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <p>{words.notifyMe.guestHint}</p>
      <Ask type="submit" disabled={notify.isPending}>
        {words.notifyMe.ask}
      </Ask>
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: ${vars.space.sm};
  max-width: 26rem;

  p {
    margin: 0;
  }
`;

const Ask = styled.button`
  justify-self: start;
  min-height: 44px;
  padding: 0 ${vars.space.lg};
  font: inherit;
  font-weight: 600;
  color: ${vars.color.primary};
  background: ${vars.color.surface};
  border: 2px solid ${vars.color.primary};
  border-radius: ${vars.radius.md};
  cursor: pointer;

  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;
