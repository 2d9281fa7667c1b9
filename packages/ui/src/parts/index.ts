export type { RootProps } from './parts';
