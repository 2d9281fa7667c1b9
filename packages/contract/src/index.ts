export * from './admin';
export * from './apiPaths';
export * from './backOffice';
export * from './basket';
export * from './bookList';
export * from './bookListParams';
export * from './books';
export * from './categories';
export * from './categoryNames';
export * from './comments';
export * from './common';
export * from './constants';
export * from './creators';
// Issue 37: delivery priced before the order is placed, pickup at the shop.
export * from './delivery';
// Issue 37: ordering without an account.
export * from './guestOrders';
// Issue 20: every image the server makes, offered in all its widths.
export * from './images';
// Issue 38: ISBNs and editions, catalogue imports, "tell me when it is back".
export * from './imports';
export * from './isbn';
// Issue 35: the languages the code knows, as data.
export * from './languages';
export * from './messages';
export * from './orderCustomers';
export * from './orders';
export * from './paths';
export * from './readBookList';
export * from './render';
export * from './search';
export * from './shop';
export * from './slideLinks';
export * from './slider';
export * from './social';
export * from './stock';
export * from './stockAlerts';
export * from './taxId';
export * from './users';
// Issue 37: books kept for later.
export * from './wishlist';
