import styled from 'styled-components';
import { Link } from '../Link';

export interface FooterSocialLink {
  href: string;
  /** Accessible name, e.g. "Instagram". */
  name: string;
  /** A short visible mark, e.g. "IG"; hidden from screen readers. */
  icon: string;
}

export interface FooterLabels {
  nav: string;
  account: string;
  myOrders: string;
  settings: string;
  shop: string;
  aboutUs: string;
  contacts: string;
  services: string;
  forAuthors: string;
  forPublishers: string;
  help: string;
  return: string;
  delivery: string;
  social: string;
  toTop: string;
  copyright: string;
}

export interface FooterProps {
  /** For guests the account links lead to `/sign_in` instead. */
  signedIn: boolean;
  /** Links to the shop's social pages. */
  social?: FooterSocialLink[];
  /** Every text of the footer, in the reader's language. */
  labels?: FooterLabels;
}

const englishLabels: FooterLabels = {
  nav: 'Site',
  account: 'Account',
  myOrders: 'My orders',
  settings: 'Settings',
  shop: 'Shop',
  aboutUs: 'About us',
  contacts: 'Contacts',
  services: 'Services',
  forAuthors: 'For authors',
  forPublishers: 'For publishing houses',
  help: 'Help',
  return: 'Returns',
  delivery: 'Delivery',
  social: 'Follow us',
  toTop: 'Back to top',
  copyright: '© 2021 Barcelona bookshop',
};

/** Site links in columns, social links, a scroll-to-top button and the copyright line. */
export function Footer({ signedIn, social = [], labels = englishLabels }: FooterProps) {
  const columns = [
    {
      title: labels.account,
      links: [
        { href: signedIn ? '/my_account/my_orders' : '/sign_in', label: labels.myOrders },
        { href: signedIn ? '/my_account/settings' : '/sign_in', label: labels.settings },
      ],
    },
    {
      title: labels.shop,
      links: [
        { href: '/about_us', label: labels.aboutUs },
        { href: '/contacts', label: labels.contacts },
      ],
    },
    {
      title: labels.services,
      links: [
        { href: '/for_authors', label: labels.forAuthors },
        { href: '/for_publishing_houses', label: labels.forPublishers },
      ],
    },
    {
      title: labels.help,
      links: [
        { href: '/return', label: labels.return },
        { href: '/delivery', label: labels.delivery },
      ],
    },
  ];
  return (
    <Root>
      <nav aria-label={labels.nav}>
        <Columns>
          {columns.map((column) => (
            <div key={column.title}>
              <ColumnTitle>{column.title}</ColumnTitle>
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
        <Social aria-label={labels.social}>
          {social.map((link) => (
            <li key={link.href}>
              <Link href={link.href} target="_blank" rel="noopener noreferrer">
                <span className="visually-hidden">{link.name}</span>
                <span aria-hidden="true">{link.icon}</span>
              </Link>
            </li>
          ))}
        </Social>
      ) : null}
      <Bottom>
        <p>{labels.copyright}</p>
        <ToTop type="button" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          {labels.toTop}
        </ToTop>
      </Bottom>
    </Root>
  );
}

const Root = styled.footer`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.onPrimary};

  a {
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const ColumnTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    padding: ${({ theme }) => theme.space.xs} 0;
  }
`;

const Social = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
`;

const Bottom = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
  margin-top: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const ToTop = styled.button`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.onPrimary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.onPrimary};
  font: inherit;
  cursor: pointer;
`;
