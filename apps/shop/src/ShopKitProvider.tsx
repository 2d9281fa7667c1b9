import { imageSources, returnPathFrom, shopPaths } from '@bookshop/contract';
import { languageAtom } from '@bookshop/data';
import { BookshopProvider, type LinkProps } from '@bookshop/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link as RouterLink, useInRouterContext, useLocation } from 'react-router-dom';
import { formatShopPrice } from './i18n/price';
import { locales, shopWords } from './i18n/words';

/**
 * The kit's links navigate inside the app instead of reloading the page. A plain sign-in or sign-up
 * link (the top bar's, a book page's notices) carries the page it is on as `?next=`, so the shopper
 * comes back there (issue 19); the server renders the same address, its router knowing the page.
 */
function AppLink({ href, ...props }: LinkProps) {
  if (!useInRouterContext()) return <a href={href} {...props} />;
  return <RouterAppLink href={href} {...props} />;
}

function RouterAppLink({ href, ...props }: LinkProps) {
  const { pathname, search } = useLocation();
  const to =
    href === shopPaths.signIn() || href === shopPaths.signUp()
      ? withReturn(href, returnPathFrom(pathname, search))
      : href;
  return <RouterLink to={to} {...props} />;
}

const withReturn = (href: string, next: string | undefined) =>
  href === shopPaths.signIn() ? shopPaths.signIn(next) : shopPaths.signUp(next);

// One price function per language, so the provider's settings keep their identity between renders.
const prices = {
  esp: (amount: number) => formatShopPrice(amount, 'esp'),
  eng: (amount: number) => formatShopPrice(amount, 'eng'),
};

/**
 * The kit as the shop uses it: its texts in the reader's language from the shop's dictionary, prices
 * written the shop's way (rounded down, "12,15 €"), its router's links and its own addresses, its images in
 * every width the server made them (srcset), and the kit's page basics (font, colours, focus ring) for the whole page.
 */
export function ShopKitProvider({ children }: { children: ReactNode }) {
  const language = useAtomValue(languageAtom);
  return (
    <BookshopProvider
      locale={locales[language]}
      currency="EUR"
      labels={shopWords[language]}
      formatPrice={prices[language]}
      link={AppLink}
      routes={shopPaths}
      imageSources={imageSources}
      globalStyles
    >
      {children}
    </BookshopProvider>
  );
}
