export interface TopBarLabels {
  /** Accessible name of the language selector. */
  language: string;
  signIn: string;
  signUp: string;
  orders: string;
  greeting: (name: string) => string;
  account: string;
  /** The link to the back office, shown to admins only. */
  backOffice: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const topBarLabels: TopBarLabels = {
  language: 'Language',
  signIn: 'Sign in',
  signUp: 'Sign up',
  orders: 'Orders',
  greeting: (name) => `Hi, ${name}`,
  account: 'My account',
  backOffice: 'Back office',
};
