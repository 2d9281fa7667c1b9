import { languageAtom, useBasket, useCurrentUser, useVerifyUserOnNavigation } from '@bookshop/data';
import { BasketWidget, Footer, NavBar, TopBar } from '@bookshop/ui';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import styled from 'styled-components';
import { navCategories } from '../i18n/categories';
import { useWords } from '../i18n/useWords';
import { SiteHeader } from './SiteHeader';

/** The frame of every page: top bar, header, navigation with the basket, the page, the footer. */
export function RootLayout() {
  const { words, locale } = useWords();
  const [language, setLanguage] = useAtom(languageAtom);
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const basket = useBasket();
  useVerifyUserOnNavigation(pathname);
  // A page whose data is still loading keeps the old one on screen: say that something is coming.
  const loading = useNavigation().state === 'loading';

  useEffect(() => {
    document.documentElement.lang = language === 'esp' ? 'es' : 'en';
  }, [language]);

  return (
    <>
      <TopBar
        language={language}
        onLanguageChange={setLanguage}
        user={user}
        labels={{
          language: words.language,
          signIn: words.signIn,
          signUp: words.signUp,
          orders: words.orders,
          greeting: words.greeting,
          account: words.account,
        }}
      />
      <SiteHeader />
      <NavBar
        categories={navCategories(language)}
        labels={{ categories: words.categories, openMenu: words.menu, closeMenu: words.closeMenu }}
        basket={
          <BasketWidget
            count={basket.count}
            total={basket.price}
            items={basket.lines.map(({ count, book }) => ({
              id: book.id,
              name: book.name,
              count,
              price: book.price,
            }))}
            locale={locale}
            labels={{
              basket: words.basket,
              books: words.basketBooks,
              empty: words.basketEmpty,
              goToBasket: words.goToBasket,
            }}
          />
        }
      />
      <Progress $active={loading} role="progressbar" aria-label={words.loading} aria-hidden={!loading} />
      <Main id="main-content" aria-busy={loading}>
        <Outlet />
      </Main>
      <Footer
        signedIn={Boolean(user)}
        social={[
          { href: 'https://www.instagram.com/', name: 'Instagram', icon: 'IG' },
          { href: 'https://www.facebook.com/', name: 'Facebook', icon: 'FB' },
        ]}
        labels={{
          nav: words.siteTitle,
          account: words.account,
          myOrders: words.myOrders,
          settings: words.settings,
          shop: words.siteTitle,
          aboutUs: words.aboutUs,
          contacts: words.contacts,
          services: words.services,
          forAuthors: words.forAuthors,
          forPublishers: words.forPublishers,
          help: words.help,
          return: words.returns,
          delivery: words.delivery,
          social: words.social,
          toTop: words.scrollToTop,
          copyright: words.yearLine,
        }}
      />
      <ScrollRestoration />
    </>
  );
}

const Progress = styled.div<{ $active: boolean }>`
  position: fixed;
  top: 0;
  left: 0;
  z-index: 50;
  height: 3px;
  width: ${({ $active }) => ($active ? '80%' : '0')};
  background: ${({ theme }) => theme.color.accent};
  transition: width ${({ $active }) => ($active ? '2s' : '0s')} ease-out;
`;

const Main = styled.main`
  max-width: 1280px;
  min-height: 60vh;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;
