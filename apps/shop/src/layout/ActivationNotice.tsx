import { ApiError, useResendActivation } from '@bookshop/data';
import { vars } from '@bookshop/ui';
import styled from 'styled-components';
import { useWords } from '../i18n/useWords';

/**
 * A quiet line for a signed-in shopper who has not confirmed their e-mail yet, with a button that
 * mails the activation link again. Loaded only for such a shopper (RootLayout).
 */
export default function ActivationNotice() {
  const { words } = useWords();
  const resend = useResendActivation();
  const throttled = resend.error instanceof ApiError && resend.error.status === 429;
  return (
    <Notice>
      <span>{words.accounts.unactivatedNotice}</span>{' '}
      {resend.isSuccess ? (
        <span role="status">{words.accounts.resent}</span>
      ) : (
        <button type="button" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {words.accounts.resend}
        </button>
      )}
      {throttled && <span role="alert"> {words.accounts.tooManyResends}</span>}
    </Notice>
  );
}

const Notice = styled.aside`
  padding: ${vars.space.xs} ${vars.space.md};
  font-size: ${vars.fontSize.sm};
  text-align: center;
  color: ${vars.color.text};
  background: ${vars.color.surface};
  border-bottom: 1px solid ${vars.color.border};

  button {
    font: inherit;
    color: ${vars.color.primary};
    background: none;
    border: 0;
    padding: 0;
    text-decoration: underline;
    cursor: pointer;
  }
`;
