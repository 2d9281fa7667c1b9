export { Link, type LinkProps, LinkProvider } from './Link';
