import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { es } from '../locales/es';
import { NotFound } from '../NotFound';
import { Spinner } from '../Spinner';
import { BookshopLabelsScope, BookshopProvider } from './BookshopProvider';

describe('BookshopLabelsScope', () => {
  it("gives the components inside its texts over the provider's, and keeps the provider's others", () => {
    const html = renderToString(
      <BookshopProvider labels={es}>
        <BookshopLabelsScope labels={{ spinner: { loading: 'Un momento' } }}>
          <Spinner />
          <NotFound href="/" />
        </BookshopLabelsScope>
        <Spinner />
      </BookshopProvider>,
    );
    expect(html).toContain('Un momento');
    expect(html).toContain(es.notFound.title);
    // Outside the scope the spinner keeps the provider's text.
    expect(html).toContain(es.spinner.loading);
  });
});
