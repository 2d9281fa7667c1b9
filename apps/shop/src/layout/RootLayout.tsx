import { languageAtom, useBasket, useCurrentUser, useVerifyUserOnNavigation } from '@bookshop/data';
import { BasketWidget, Footer, NavBar, ShopFont, TopBar } from '@bookshop/ui';
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { ScrollRestoration, useLocation, useNavigation, useOutlet } from 'react-router-dom';
import styled from 'styled-components';
import { navCategories } from '../i18n/categories';
import { useWords } from '../i18n/useWords';
import { SiteHeader } from './SiteHeader';

/**
 * The frame of every page: top bar, header, navigation with the basket, the page, the footer. Each
 * part reads only the state it shows, so that the reader's answer from verify-user, the basket or a
 * navigation re-renders that part and not the whole frame (on a phone each re-render of the frame was
 * a long task while the page loaded).
 */
export function RootLayout() {
  return (
    <>
      <VerifyUserOnNavigation />
      <SiteTopBar />
      <SiteHeader />
      <SiteNavBar />
      <PageWithProgress />
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}

function VerifyUserOnNavigation() {
  useVerifyUserOnNavigation(useLocation().pathname);
  return null;
}

function SiteTopBar() {
  const { words } = useWords();
  const [language, setLanguage] = useAtom(languageAtom);
  const { data: user } = useCurrentUser();

  useEffect(() => {
    document.documentElement.lang = language === 'esp' ? 'es' : 'en';
  }, [language]);

  return (
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
  );
}

function SiteNavBar() {
  const { words, language, locale } = useWords();
  const basket = useBasket();
  return (
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
  );
}

function PageWithProgress() {
  const { words } = useWords();
  // A page whose data is still loading keeps the old one on screen: say that something is coming.
  const loading = useNavigation().state === 'loading';
  // None until the first page's module and data are in.
  const page = useOutlet();
  return (
    <>
      <Progress $active={loading} role="progressbar" aria-label={words.loading} aria-hidden={!loading} />
      <Main id="main-content" aria-busy={loading}>
        {page}
      </Main>
      <FontOncePageShown pageShown={page !== null} />
    </>
  );
}

/**
 * The shop's font, asked for in the frame after the first page was painted: on a phone its 48 KB
 * otherwise shared the line with the page's scripts, data and cover, and delayed their first paint.
 * Text shows in the fallback font until then (the font has `font-display: swap`). Once added it stays.
 */
function FontOncePageShown({ pageShown }: { pageShown: boolean }) {
  const [load, setLoad] = useState(false);
  useEffect(() => {
    if (!pageShown || load) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setLoad(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [pageShown, load]);
  return load ? <ShopFont /> : null;
}

function SiteFooter() {
  const { words } = useWords();
  const { data: user } = useCurrentUser();
  return (
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
