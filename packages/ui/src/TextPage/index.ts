export { TextPage, type TextPageProps } from './TextPage';
