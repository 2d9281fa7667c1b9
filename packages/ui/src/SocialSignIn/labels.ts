export interface SocialSignInLabels {
  /** Above the buttons ("Or continue with"). */
  heading: string;
  /** One button's text, by the provider's name. */
  continueWith: (provider: string) => string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const socialSignInLabels: SocialSignInLabels = {
  heading: 'Or continue with',
  continueWith: (provider) => `Continue with ${provider}`,
};
