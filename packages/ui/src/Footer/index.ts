export { Footer, type FooterLabels, type FooterProps, type FooterSocialLink } from './Footer';
