export * from './BookCard';
export * from './format';
export * from './Link';
export * from './NotFound';
export * from './Rating';
export * from './Spinner';
export * from './Tabs';
export * from './theme';
