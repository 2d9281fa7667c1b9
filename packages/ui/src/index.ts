export * from './BookCard';
export * from './format';
export * from './Header';
export * from './Link';
export * from './NotFound';
export * from './Rating';
export * from './Spinner';
export * from './theme';
