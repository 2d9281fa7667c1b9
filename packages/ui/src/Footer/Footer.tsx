'use client';
import { forwardRef } from 'react';
import { styled } from 'styled-components';
import { Link } from '../Link';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useLabels } from '../provider/context';
import { componentRoot, visuallyHidden } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type FooterLabels, footerLabels } from './labels';

export interface FooterSocialLink {
  href: string;
  /** Accessible name, e.g. "Instagram". */
  name: string;
  /** A short visible mark, e.g. "IG"; hidden from screen readers. */
  icon: string;
}

export interface FooterColumn {
  title: string;
  links: { href: string; label: string }[];
}

export interface FooterProps extends RootProps {
  /** The site's links in titled columns (account, shop, help...). */
  columns: FooterColumn[];
  /** Links to the shop's social pages. */
  social?: FooterSocialLink[];
  /** The last line, e.g. "© 2021 Barcelona bookshop". */
  copyright?: string;
  /** Texts of the footer itself; the provider's `labels.footer` otherwise. */
  labels?: Partial<FooterLabels>;
}

const part = partsOf('footer');

/**
 * Site links in columns, social links, a scroll-to-top button and the copyright line.
 *
 * Parts (`data-scope="footer"`): `root` (the `<footer>`, which takes `ref`), `nav`, `column`,
 * `column-title`, `social`, `copyright`, `to-top`.
 */
export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer(
  { columns, social = [], copyright, labels, ...root },
  ref,
) {
  const text = useLabels('footer', footerLabels, labels);
  return (
    <Root ref={ref} {...part('root')} {...rootProps(root)}>
      <nav aria-label={text.nav} {...part('nav')}>
        <Columns>
          {columns.map((column) => (
            <div key={column.title} {...part('column')}>
              <ColumnTitle {...part('column-title')}>{column.title}</ColumnTitle>
              <List>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link href={link.href}>{link.label}</Link>
                  </li>
                ))}
              </List>
            </div>
          ))}
        </Columns>
      </nav>
      {social.length > 0 ? (
        <Social aria-label={text.social} {...part('social')}>
          {social.map((link) => (
            <li key={link.href}>
              <Link href={link.href} target="_blank" rel="noopener noreferrer">
                <Hidden>{link.name}</Hidden>
                <span aria-hidden="true">{link.icon}</span>
              </Link>
            </li>
          ))}
        </Social>
      ) : null}
      <Bottom>
        <p {...part('copyright')}>{copyright}</p>
        <ToTop type="button" onClick={toTop} {...part('to-top')}>
          {text.toTop}
        </ToTop>
      </Bottom>
    </Root>
  );
});

/**
 * Back to the top of the page, with the focus: the next Tab continues from the top (in the shop, the
 * first element is its skip link), not from the footer.
 */
function toTop() {
  const first = Array.from(
    document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, textarea'),
  ).find((element) => element.getClientRects().length > 0);
  first?.focus({ preventScroll: true });
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

const Root = styled.footer`
  ${componentRoot}
  padding: ${vars.space.xl} ${vars.space.md};
  background: ${vars.color.inverse};
  color: ${vars.color.onInverse};

  a {
    color: ${vars.color.onInverse};
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${vars.space.lg};
`;

const ColumnTitle = styled.h2`
  margin: 0 0 ${vars.space.sm};
  font-size: ${vars.fontSize.md};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    padding: ${vars.space.xs} 0;
  }
`;

const Social = styled.ul`
  display: flex;
  gap: ${vars.space.sm};
  list-style: none;
  margin: ${vars.space.lg} 0 0;
  padding: 0;

  /* A short icon is still a whole finger's target (WCAG 2.2, 2.5.8 asks 24 px; a phone wants 44). */
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
  }
`;

const Bottom = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
  margin-top: ${vars.space.lg};
  font-size: ${vars.fontSize.sm};
`;

const ToTop = styled.button`
  padding: ${vars.space.xs} ${vars.space.md};
  border: 1px solid ${vars.color.onInverse};
  border-radius: ${vars.radius.sm};
  background: none;
  color: ${vars.color.onInverse};
  font: inherit;
  cursor: pointer;
`;
