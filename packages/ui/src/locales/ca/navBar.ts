import type { BookshopLabels } from '../types';

export const navBar: BookshopLabels['navBar'] = {
  categories: 'Categories',
  openMenu: 'Menú',
  closeMenu: 'Tanca el menú',
  allIn: (category: string): string => `${category}: tots els llibres`,
};
