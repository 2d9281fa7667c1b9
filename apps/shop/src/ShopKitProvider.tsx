import { shopPaths } from '@bookshop/contract';
import { languageAtom } from '@bookshop/data';
import { BookshopProvider, type LinkProps } from '@bookshop/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatShopPrice } from './i18n/price';
import { locales, shopWords } from './i18n/words';

/** The kit's links navigate inside the app instead of reloading the page. */
function AppLink({ href, ...props }: LinkProps) {
  return <RouterLink to={href} {...props} />;
}

// One price function per language, so the provider's settings keep their identity between renders.
const prices = {
  esp: (amount: number) => formatShopPrice(amount, 'esp'),
  eng: (amount: number) => formatShopPrice(amount, 'eng'),
};

/**
 * The kit as the shop uses it: its texts in the reader's language from the shop's dictionary, prices
 * written the shop's way (rounded down, "12,15 €"), its router's links and its own addresses, and the
 * kit's page basics (font, colours, focus ring) for the whole page.
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
      globalStyles
    >
      {children}
    </BookshopProvider>
  );
}
