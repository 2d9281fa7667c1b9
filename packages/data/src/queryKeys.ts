import type {
  AdminBooksQuery,
  AdminCommentsQuery,
  AdminCreatorsQuery,
  AdminUsersQuery,
  AuditQuery,
  BookListQuery,
  Category,
  Language,
} from '@bookshop/contract';

/** Every query key of the shop, from one factory, so that writes can drop exactly what they change. */
export const queryKeys = {
  books: {
    all: ['books'] as const,
    lists: () => [...queryKeys.books.all, 'list'] as const,
    list: (params: { limit: number }) => [...queryKeys.books.lists(), params] as const,
    popular: (limit: number) => [...queryKeys.books.lists(), 'popular', limit] as const,
    category: (category: Category) => [...queryKeys.books.lists(), 'category', category] as const,
    /** A page of a list or of a search's books, its defaults filled in (`withBookListDefaults`). */
    page: (query: BookListQuery) => [...queryKeys.books.lists(), 'page', query] as const,
    /** A book's shelves: among the lists, so that a new book or rating refreshes them too. */
    related: (id: string) => [...queryKeys.books.lists(), 'related', id] as const,
    details: () => [...queryKeys.books.all, 'detail'] as const,
    detail: (id: string) => [...queryKeys.books.details(), id] as const,
  },
  authors: {
    all: ['authors'] as const,
    list: () => [...queryKeys.authors.all, 'list'] as const,
    detail: (id: string) => [...queryKeys.authors.all, 'detail', id] as const,
  },
  publishers: {
    all: ['publishers'] as const,
    list: () => [...queryKeys.publishers.all, 'list'] as const,
    detail: (id: string) => [...queryKeys.publishers.all, 'detail', id] as const,
  },
  /** The back office's lists: every book, published or not. */
  admin: {
    all: ['admin'] as const,
    books: (query: AdminBooksQuery) => [...queryKeys.admin.all, 'books', query] as const,
    book: (id: string) => [...queryKeys.admin.all, 'book', id] as const,
    audit: (query: AuditQuery) => [...queryKeys.admin.all, 'audit', query] as const,
    comments: (query: AdminCommentsQuery) => [...queryKeys.admin.all, 'comments', query] as const,
    users: (query: AdminUsersQuery) => [...queryKeys.admin.all, 'users', query] as const,
    authors: (query: AdminCreatorsQuery) => [...queryKeys.admin.all, 'authors', query] as const,
    author: (id: string) => [...queryKeys.admin.all, 'author', id] as const,
    publishers: (query: AdminCreatorsQuery) => [...queryKeys.admin.all, 'publishers', query] as const,
    publisher: (id: string) => [...queryKeys.admin.all, 'publisher', id] as const,
    /** Catalogue imports (issue 38). */
    imports: () => [...queryKeys.admin.all, 'imports'] as const,
    import: (id: string) => [...queryKeys.admin.all, 'imports', id] as const,
  },
  /** The signed-in reader's "tell me when it is back" requests (issue 38). */
  stockAlerts: ['stockAlerts'] as const,
  /** The signed-in reader's books kept for later (issue 37). */
  wishlist: ['wishlist'] as const,
  search: (name: string, language: Language) => ['search', name, language] as const,
  slider: ['sliderImages'] as const,
  user: ['user'] as const,
  basket: ['basket'] as const,
  paymentMethods: ['paymentMethods'] as const,
  // Issue 37: a quote per way and postcode, and the table admins keep (both read again when it changes).
  deliveryQuote: (method: string, postcode: string) => ['delivery', 'quote', method, postcode] as const,
  deliveryZones: ['delivery', 'zones'] as const,
  orders: {
    all: ['orders'] as const,
    lists: () => [...queryKeys.orders.all, 'list'] as const,
    /** One user's orders. */
    list: (userId: string) => [...queryKeys.orders.lists(), 'user', userId] as const,
    /** Every order of the shop (admin). */
    everyone: () => [...queryKeys.orders.lists(), 'all'] as const,
    details: () => [...queryKeys.orders.all, 'detail'] as const,
    detail: (id: string) => [...queryKeys.orders.details(), id] as const,
    /** A guest's order behind its private link (issue 37). */
    followed: (token: string) => [...queryKeys.orders.all, 'followed', token] as const,
  },
};
