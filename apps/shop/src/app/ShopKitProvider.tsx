import {
  imageSources,
  inLanguage,
  KNOWN_LANGUAGES,
  type Language,
  languageTable,
  returnPathFrom,
  shopPaths,
} from '@bookshop/contract';
import { languageAtom } from '@bookshop/data';
import { BookshopProvider, type LinkProps } from '@bookshop/ui';
import { useAtomValue } from 'jotai';
import { createContext, type MouseEvent, type ReactNode, useContext } from 'react';
import { type NavigateFunction, useLocation } from 'react-router-dom';
import { formatShopPrice } from '../i18n/price';
import { shopWords } from '../i18n/words';
import { isPlainClick } from './plainClick';

/**
 * The router's `navigate`, given to the kit's links by the page frame (`RootLayout`): outside a router
 * (the kit's stories, a page drawn before the router) there is none and links are plain.
 */
export const LinkNavigation = createContext<NavigateFunction | null>(null);

/**
 * The kit's links navigate inside the app instead of reloading the page. Every page shows a hundred or
 * more of them (the navigation's categories, the footer, the cards), so a link is a plain `<a>` whose
 * click asks the router to navigate, reading one context: the router's own link took seven hooks and
 * the location each, and while the page woke up that was about a third of the scripts' time on a
 * category page. The shop's addresses are absolute paths (`shopPaths`), so nothing is resolved. A plain
 * sign-in or sign-up link (the top bar's, a book page's notices) carries the page it is on as `?next=`,
 * so the shopper comes back there (issue 19); the server renders the same address, its router knowing
 * the page.
 */
function AppLink({ href, onClick, ...props }: LinkProps) {
  const navigate = useContext(LinkNavigation);
  if (!navigate || !href.startsWith('/')) return <a href={href} onClick={onClick} {...props} />;
  if (href === shopPaths.signIn() || href === shopPaths.signUp())
    return <ReturningLink href={href} onClick={onClick} navigate={navigate} {...props} />;
  return <a href={href} onClick={(event) => followInApp(event, href, navigate, onClick)} {...props} />;
}

function ReturningLink({ href, onClick, navigate, ...props }: LinkProps & { navigate: NavigateFunction }) {
  const { pathname, search } = useLocation();
  const to = withReturn(href, returnPathFrom(pathname, search));
  return <a href={to} onClick={(event) => followInApp(event, to, navigate, onClick)} {...props} />;
}

/**
 * What the router's link does on a click: a plain left click with no modifier, on a link that opens in
 * this tab, navigates in the app; a link to the address already shown replaces it in the history.
 */
function followInApp(
  event: MouseEvent<HTMLAnchorElement>,
  to: string,
  navigate: NavigateFunction,
  onClick: LinkProps['onClick'],
) {
  onClick?.(event);
  const target = event.currentTarget.target;
  if (!isPlainClick(event) || (target && target !== '_self')) return;
  event.preventDefault();
  const { pathname, search, hash } = window.location;
  void navigate(to, { replace: pathname + search + hash === to });
}

const withReturn = (href: string, next: string | undefined) =>
  href === shopPaths.signIn() ? shopPaths.signIn(next) : shopPaths.signUp(next);

// One price function per language, so the provider's settings keep their identity between renders.
const prices = Object.fromEntries(
  KNOWN_LANGUAGES.map((language) => [language, (amount: number) => formatShopPrice(amount, language)]),
) as Record<Language, (amount: number) => string>;

/**
 * The kit as the shop uses it: its texts in the reader's language from the shop's dictionary, prices
 * written the shop's way (rounded down, "12,15 €"), its router's links and its own addresses, its images in
 * every width the server made them (srcset), and the kit's page basics (font, colours, focus ring) for the whole page.
 */
export function ShopKitProvider({ children }: { children: ReactNode }) {
  const language = useAtomValue(languageAtom);
  return (
    <BookshopProvider
      locale={languageTable[language].locale}
      currency="EUR"
      labels={inLanguage(shopWords, language)}
      formatPrice={prices[language]}
      link={AppLink}
      routes={shopPaths}
      imageSources={imageSources}
      globalStyles
      themeSelector=":root"
    >
      {children}
    </BookshopProvider>
  );
}
