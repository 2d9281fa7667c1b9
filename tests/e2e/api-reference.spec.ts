import { expect, test } from '@playwright/test';

test('the API reference shows every call from the server’s own files, within the Content-Security-Policy', async ({
  page,
  baseURL,
}) => {
  const shop = new URL(baseURL ?? '').origin;
  const problems: string[] = [];
  const elsewhere: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (!request.url().startsWith(`${shop}/`) && !request.url().startsWith('data:')) {
      elsewhere.push(request.url());
    }
  });

  await page.goto('/api/reference');
  await expect(page.getByRole('heading', { name: /Barcelona bookshop API/ })).toBeVisible();
  // Operations of several groups, rendered by Swagger UI from /api/openapi.json.
  await expect(page.getByText('/api/books/{id}/rate-book', { exact: true })).toBeVisible();
  await expect(page.getByText('/api/orders', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('/readyz', { exact: true })).toBeVisible();

  // An operation opens with its parameters and answers.
  await page.getByText('/api/books/{id}/rate-book', { exact: true }).click();
  await expect(page.getByText('averageRating').first()).toBeVisible();

  expect(problems).toEqual([]);
  expect(elsewhere).toEqual([]);
});
