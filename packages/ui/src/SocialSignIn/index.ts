export type { SocialSignInLabels } from './labels';
export { SocialSignIn, type SocialSignInProps, type SocialSignInProvider } from './SocialSignIn';
