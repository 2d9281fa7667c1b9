export interface BasketWidgetLabels {
  basket: string;
  /** The word after the count, for screen readers ("3 books"). */
  books: (count: number) => string;
  empty: string;
  goToBasket: string;
}
export interface NavBarLabels {
  /** Accessible name of the navigation ("Categories"). */
  categories: string;
  openMenu: string;
  closeMenu: string;
  /** The first link of a category's menu, to the whole category ("All in Fiction"). */
  allIn: (category: string) => string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const basketWidgetLabels: BasketWidgetLabels = {
  basket: 'Basket',
  books: (count) => (count === 1 ? 'book' : 'books'),
  empty: 'Your basket is empty',
  goToBasket: 'Go to the basket',
};

/** The English texts (the kit's default, and part of the `en` pack). */
export const navBarLabels: NavBarLabels = {
  categories: 'Categories',
  openMenu: 'Menu',
  closeMenu: 'Close menu',
  allIn: (category) => `All in ${category}`,
};
