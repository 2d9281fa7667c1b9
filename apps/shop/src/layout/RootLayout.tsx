import { htmlLang, isLanguage, type Language, languageTable, shopPaths, textIn } from '@bookshop/contract';
import {
  chosenLanguageAtom,
  languageAtom,
  offeredLanguagesAtom,
  useBasket,
  useCurrentUser,
  useVerifyUserOnNavigation,
} from '@bookshop/data';
import { BasketWidget, Footer, NAV_FIXED_AFTER_PX, NavBar, TopBar, vars } from '@bookshop/ui';
import { useAtom, useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  type NavigateFunction,
  type NavigateOptions,
  Outlet,
  type To,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import styled from 'styled-components';
import { PagePreparationsContext } from '../app/pages';
import { LinkNavigation } from '../app/ShopKitProvider';
import { useLoadingPage } from '../app/ShopRouter';
import { FirstPageProvider } from '../features/catalogue/FirstPage';
import { PAGE_GUTTER_PX } from '../features/catalogue/shelves';
import { navCategories } from '../i18n/categories';
import { useWords } from '../i18n/useWords';
import { Announcer, useAnnounce } from './Announcer';
import { FocusPageHeading } from './FocusPageHeading';
import { HeldTapStyle } from './HeldTapStyle';
import { PageErrorBoundary } from './PageErrorBoundary';
import { ScrollPositions } from './ScrollPositions';
import { SiteHeader } from './SiteHeader';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/**
 * The frame of every page: top bar, header, navigation with the basket, the page, the footer. Each
 * part reads only the state it shows, so that the reader's answer from verify-user, the basket or a
 * navigation re-renders that part and not the whole frame (on a phone each re-render of the frame was
 * a long task while the page loaded).
 */
export function RootLayout() {
  return (
    <LinkNavigation.Provider value={useSteadyNavigate()}>
      <HeldTapStyle />
      <SkipLink />
      <VerifyUserOnNavigation />
      <Masthead>
        <SiteTopBar />
        <SiteHeader />
      </Masthead>
      <SiteNavBar />
      <UnactivatedNotice />
      <AdminSession />
      <FirstPageProvider>
        <PageWithProgress />
      </FirstPageProvider>
      <SiteFooter />
      <ScrollPositions />
      <FocusPageHeading />
      <Announcer />
      <BasketAnnouncements />
    </LinkNavigation.Provider>
  );
}

/**
 * React Router's `navigate`, one function for the whole visit: outside a data router, its own is a new
 * one at every move, and each of the frame's hundred links would render again with it. The shop's
 * links name absolute paths (`shopPaths`), which the latest function resolves as well as any.
 */
function useSteadyNavigate(): NavigateFunction {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useCallback(
    ((to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? latest.current(to) : latest.current(to, options)) as NavigateFunction,
    [],
  );
}

// Only a signed-in shopper who has not confirmed their e-mail loads it: no guest pays for it.
const ActivationNotice = lazy(() => import('./ActivationNotice'));
// Only admins, whose sessions end after a short while unused, load it.
const AdminSessionKeeper = lazy(() => import('../features/back-office/AdminSessionKeeper'));

function UnactivatedNotice() {
  const { data: user } = useCurrentUser();
  if (!user || user.activated) return null;
  return (
    <Suspense fallback={null}>
      <ActivationNotice />
    </Suspense>
  );
}

function AdminSession() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'admin') return null;
  return (
    <Suspense fallback={null}>
      <AdminSessionKeeper />
    </Suspense>
  );
}

function VerifyUserOnNavigation() {
  useVerifyUserOnNavigation(useLocation().pathname);
  return null;
}

/** The selector's options: each language the shop offers, in its order, named in itself. */
const languageOptions = (offered: readonly Language[]) =>
  offered.map((code) => ({ value: code, label: languageTable[code].ownName, lang: languageTable[code].tag }));

function SiteTopBar() {
  const language = useAtomValue(languageAtom);
  const [chosen, choose] = useAtom(chosenLanguageAtom);
  const offered = useAtomValue(offeredLanguagesAtom);
  const languages = useMemo(() => languageOptions(offered), [offered]);
  const { data: user } = useCurrentUser();

  // Only a change is written: setting `lang`, even to the value it has, makes the browser restyle and lay
  // out the whole page again (every element's :lang), a long task right after a rendered page hydrates.
  useEffect(() => {
    const lang = htmlLang[language];
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [language]);

  // The choice is kept at once (a reload reads in it); the page shows it once its words are in
  // (`followChosenLanguage`). The selector offers the shop's languages only; a code it could be made
  // to hold that is none is ignored.
  const onLanguageChange = useCallback(
    (next: string) => {
      if (isLanguage(next)) choose(next);
    },
    [choose],
  );
  return (
    <TopBar
      language={chosen}
      onLanguageChange={onLanguageChange}
      languages={languages}
      user={user}
      // Admins find the back office here; the server still guards every call of it.
      backOfficeHref={user?.role === 'admin' ? shopPaths.admin() : undefined}
    />
  );
}

function SiteNavBar() {
  const { language } = useWords();
  const basket = useBasket();
  return (
    <NavBar
      categories={navCategories(language)}
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
        />
      }
    />
  );
}

/**
 * Says, on screen and to screen readers, which book went into the basket: each copy the reader adds
 * (a card, the book page, + in the basket) is confirmed once the basket holds it (for a signed-in
 * reader, once the server said so). A basket that loads is no news; a guest's saved basket moved into
 * the account's at sign-in is said once, with how many copies came along.
 */
function BasketAnnouncements() {
  const { words, language } = useWords();
  const basket = useBasket();
  const announce = useAnnounce();

  const { addition, count } = basket;
  const confirmedAt = useRef(0);
  useEffect(() => {
    if (!addition || addition.at === confirmedAt.current) return;
    confirmedAt.current = addition.at;
    announce(words.addedToBasket(addition.name, count, words.basketWidget.books(count)), { visible: true });
  }, [addition, count, words, announce]);

  const { merged } = basket;
  const mergedAt = useRef(0);
  useEffect(() => {
    if (!merged || merged.at === mergedAt.current) return;
    mergedAt.current = merged.at;
    announce(words.basketMerged(merged.copies, words.basketWidget.books(merged.copies), count), {
      visible: true,
    });
  }, [merged, count, words, announce]);

  // A copy the basket would not take (more than the stock): said at once, naming the book.
  const { refusal } = basket;
  const toldAt = useRef(0);
  useEffect(() => {
    if (!refusal || refusal.at === toldAt.current) return;
    toldAt.current = refusal.at;
    announce(words.stock.refused(textIn(refusal.name, language), refusal.stock, refusal.reason), {
      visible: true,
    });
  }, [refusal, words, language, announce]);
  return null;
}

/** How long a page may load before "Loading" is read out (a quick one needs no word). */
const SAY_LOADING_AFTER_MS = 1000;

function PageWithProgress() {
  const { words } = useWords();
  // A page whose data is still loading keeps the old one on screen: say that something is coming.
  const loading = useLoadingPage() !== null;
  const announce = useAnnounce();
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => announce(words.spinner.loading), SAY_LOADING_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loading, announce, words]);
  return (
    <>
      <Progress
        $active={loading}
        role="progressbar"
        aria-label={words.spinner.loading}
        aria-hidden={!loading}
      />
      {/* Focusable from script only: the skip link's target. */}
      <Main id={MAIN_CONTENT_ID} tabIndex={-1} aria-busy={loading}>
        <Suspense fallback={<PageLoading />}>
          <PageOrError />
          <InteractiveOncePageShown />
          <FontOncePageShown />
        </Suspense>
      </Main>
    </>
  );
}

/**
 * While the first page's module and data load, the frame shows with an empty page area a screen
 * tall, so that the footer does not show at the top and then jump down (a layout shift).
 */
const PageLoading = styled.div`
  min-height: 100vh;
`;

/** The page, or why it failed; its retry makes the page ready again first. */
function PageOrError() {
  const location = useLocation();
  const pages = useContext(PagePreparationsContext);
  return (
    <PageErrorBoundary entry={location.key} onRetry={() => pages?.start(location)}>
      <Outlet />
    </PageErrorBoundary>
  );
}

/**
 * Marks the page as answering clicks (`html[data-interactive]`), once the page itself is in, not only
 * the frame: a server-rendered page is on screen before its scripts run, and the page area, a suspense
 * boundary, is taken over after the frame. The early taps' script taps again what it held then, the
 * shop's later work (`whenInteractive`) starts, and browser tests wait for this mark before they press.
 * Marked with the frame, a click on the footer could land while the page's own parts were still
 * being taken over and drawn below it, moving the footer away from under the pointer.
 */
function InteractiveOncePageShown() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}

/**
 * The kit's font, asked for in the frame after the first page was painted: on a phone its 48 KB
 * otherwise shared the line with the page's scripts, data and cover, and delayed their first paint.
 * Text shows in the fallback font until then (the font has `font-display: swap`). Once added it stays.
 * It renders beside the page, inside the page's suspense boundary: its effect runs once the page shows.
 */
function FontOncePageShown() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        void import('@bookshop/ui/font.css');
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return null;
}

function SiteFooter() {
  const { words } = useWords();
  const { data: user } = useCurrentUser();
  return (
    <Footer
      columns={[
        {
          title: words.account,
          // Guests are sent to sign in first (SPEC: the footer's account links).
          links: [
            {
              href: user ? shopPaths.myOrders() : shopPaths.signIn(shopPaths.myOrders()),
              label: words.myOrders,
            },
            {
              href: user ? shopPaths.settings() : shopPaths.signIn(shopPaths.settings()),
              label: words.settings,
            },
          ],
        },
        {
          title: words.siteTitle,
          links: [
            { href: shopPaths.textPage('about_us'), label: words.aboutUs },
            { href: shopPaths.contacts(), label: words.contacts },
          ],
        },
        {
          title: words.services,
          links: [
            { href: shopPaths.textPage('for_authors'), label: words.forAuthors },
            { href: shopPaths.textPage('for_publishing_houses'), label: words.forPublishers },
          ],
        },
        {
          title: words.help,
          links: [
            { href: shopPaths.textPage('return'), label: words.returns },
            { href: shopPaths.textPage('delivery'), label: words.delivery },
          ],
        },
        {
          title: words.accounts.legal,
          links: [
            { href: shopPaths.textPage('legal_notice'), label: words.accounts.legalNotice },
            { href: shopPaths.textPage('privacy'), label: words.accounts.privacyPolicy },
            { href: shopPaths.textPage('cookies'), label: words.accounts.cookieNotice },
          ],
        },
      ]}
      social={[
        { href: 'https://www.instagram.com/', name: 'Instagram', icon: 'IG' },
        { href: 'https://www.facebook.com/', name: 'Facebook', icon: 'FB' },
      ]}
      copyright={words.yearLine}
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
  background: ${vars.color.accent};
  transition: width ${({ $active }) => ($active ? '2s' : '0s')} ease-out;
`;

const Main = styled.main`
  &:focus {
    outline: none;
  }
  max-width: 1280px;
  min-height: 60vh;
  margin: 0 auto;
  padding: ${PAGE_GUTTER_PX}px;
`;

/**
 * The top bar and the header. From a tablet's width up (where the navigation bar shows its categories)
 * they fill exactly the height after which the bar becomes fixed (SPEC: 176 px of scrolling), so the
 * bar sticks to the top just as it gets there, instead of leaving the screen and jumping back. The
 * header takes the room the top bar leaves. On a phone they are as tall as their rows.
 */
const Masthead = styled.div`
  @media (min-width: 761px) {
    display: flex;
    flex-direction: column;
    min-height: ${NAV_FIXED_AFTER_PX}px;

    > header {
      flex: 1 0 auto;
    }
  }
`;
