import { primaryButton, vars } from '@bookshop/ui';
import styled from 'styled-components';
import { useWords } from '../i18n/useWords';
import { PageTitle } from './PageTitle';

export interface LoadFailedProps {
  /** What failed, in the reader's language. */
  message: string;
  onRetry: () => void;
  /** The message is the page's heading (a page that failed as a whole). */
  asPageTitle?: boolean;
}

/** A failed load: its message (read out at once) and a retry button with the kit's look. */
export function LoadFailed({ message, onRetry, asPageTitle = false }: LoadFailedProps) {
  const { words } = useWords();
  return (
    <Box>
      {asPageTitle ? (
        <div role="alert">
          <PageTitle>{message}</PageTitle>
        </div>
      ) : (
        <p role="alert">{message}</p>
      )}
      <Retry type="button" onClick={onRetry}>
        {words.retry}
      </Retry>
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space.md};
  padding: ${vars.space.lg};
  text-align: center;

  p,
  h1 {
    margin: 0;
  }
`;

const Retry = styled.button`
  ${primaryButton}
`;
