import { describe, expect, it } from 'vitest';
import { isShopPage, shopPaths } from './paths';

describe('isShopPage', () => {
  it('knows every address the shop builds', () => {
    for (const path of [
      shopPaths.home(),
      shopPaths.main(),
      shopPaths.book('1f0e', 'Don Quixote'),
      '/books/1f0e',
      shopPaths.author('a1', 'Miguel de Cervantes'),
      shopPaths.publisher('p1', 'Cátedra'),
      shopPaths.category('novel'),
      shopPaths.search('node.js'),
      shopPaths.basket(),
      shopPaths.contacts(),
      shopPaths.textPage('for_publishing_houses'),
      shopPaths.signIn(),
      shopPaths.signUp(),
      shopPaths.myAccount(),
      shopPaths.myOrders(),
      shopPaths.order('o1'),
      shopPaths.settings(),
      shopPaths.admin(),
      shopPaths.adminAudit(),
      shopPaths.adminComments(),
      shopPaths.adminUsers(),
      shopPaths.adminAuthor('a1'),
      shopPaths.activate('token'),
      shopPaths.forgotPassword(),
      shopPaths.resetPassword('token'),
      shopPaths.followOrder('token'),
      '/Main',
      '/basket/',
    ]) {
      expect(isShopPage(path.split('?')[0] ?? ''), path).toBe(true);
    }
  });

  it('knows no other address', () => {
    for (const path of [
      '/no/such/page',
      '/backup.sql',
      '/mainx',
      '/books',
      '/books/1/Name/extra',
      '/search',
      '/search/a/b',
      '/admin/nothing',
      '/admin/users/1',
      '/authors',
    ]) {
      expect(isShopPage(path), path).toBe(false);
    }
  });
});
