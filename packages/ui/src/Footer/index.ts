export {
  Footer,
  type FooterColumn,
  type FooterProps,
  type FooterSocialLink,
} from './Footer';
export type { FooterLabels } from './labels';
