import type { BookshopLabels } from '../types';

export const navBar: BookshopLabels['navBar'] = {
  categories: 'Categorías',
  openMenu: 'Menú',
  closeMenu: 'Cerrar menú',
  allIn: (category: string): string => `Todo en ${category}`,
};
