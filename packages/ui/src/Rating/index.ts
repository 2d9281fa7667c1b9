export { Stars, type StarsProps } from './Stars';
