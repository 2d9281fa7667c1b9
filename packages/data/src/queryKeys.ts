/** Every query key of the shop, from one factory, so that writes can drop exactly what they change. */
export const queryKeys = {
  books: {
    all: ['books'] as const,
    lists: () => [...queryKeys.books.all, 'list'] as const,
    list: (params: { limit: number }) => [...queryKeys.books.lists(), params] as const,
  },
};
