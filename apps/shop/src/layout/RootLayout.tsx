import { Link } from '@bookshop/ui';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useWords } from '../i18n/useWords';

/** The frame of every page. */
export function RootLayout() {
  const { words, language } = useWords();

  useEffect(() => {
    document.documentElement.lang = language === 'esp' ? 'es' : 'en';
  }, [language]);

  return (
    <>
      <Header>
        <Link href="/main" className="site-title">
          {words.siteTitle}
        </Link>
      </Header>
      <Main id="main-content">
        <Outlet />
      </Main>
    </>
  );
}

const Header = styled.header`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  .site-title {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: 700;
    text-decoration: none;
    color: ${({ theme }) => theme.color.text};
  }
  .site-title::first-letter {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Main = styled.main`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;
