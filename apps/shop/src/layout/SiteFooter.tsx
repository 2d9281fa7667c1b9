import { Link } from '@bookshop/ui';
import styled from 'styled-components';
import { useWords } from '../i18n/useWords';

/** The footer of every page (SPEC section 2). */
export function SiteFooter({ signedIn }: { signedIn: boolean }) {
  const { words } = useWords();
  return (
    <Footer>
      <Columns>
        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop">{words.siteTitle}</h2>
          <p>{words.footerAbout}</p>
          <ul aria-label={words.social}>
            <li>
              <a href="https://www.instagram.com/" rel="noopener noreferrer">
                Instagram
              </a>
            </li>
            <li>
              <a href="https://www.facebook.com/" rel="noopener noreferrer">
                Facebook
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-account">
          <h2 id="footer-account">{words.account}</h2>
          <ul>
            <li>
              <Link href={signedIn ? '/my_account/my_orders' : '/sign_in'}>{words.myOrders}</Link>
            </li>
            <li>
              <Link href={signedIn ? '/my_account/settings' : '/sign_in'}>{words.settings}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-services">
          <h2 id="footer-services">{words.services}</h2>
          <ul>
            <li>
              <Link href="/about_us">{words.aboutUs}</Link>
            </li>
            <li>
              <Link href="/contacts">{words.contacts}</Link>
            </li>
            <li>
              <Link href="/for_authors">{words.forAuthors}</Link>
            </li>
            <li>
              <Link href="/for_publishing_houses">{words.forPublishers}</Link>
            </li>
            <li>
              <Link href="/return">{words.returns}</Link>
            </li>
            <li>
              <Link href="/delivery">{words.delivery}</Link>
            </li>
          </ul>
        </section>
      </Columns>
      <Bottom>
        <span>{words.yearLine}</span>
        <button type="button" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          ↑ {words.scrollToTop}
        </button>
      </Bottom>
    </Footer>
  );
}

const Footer = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.text};

  a {
    color: inherit;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.md};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    padding: ${({ theme }) => theme.space.xs} 0;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
`;

const Bottom = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-top: 1px solid rgba(255, 255, 255, 0.2);

  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    font: inherit;
    color: inherit;
    background: transparent;
    border: 1px solid currentColor;
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
`;
