export interface SignInFormLabels {
  /** The heading and the submit button, e.g. "Sign in". */
  signIn: string;
  email: string;
  password: string;
  /** Before the link to sign up, e.g. "No account yet?". */
  noAccount: string;
  /** The link to `routes.signUp()`. */
  signUp: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const signInFormLabels: SignInFormLabels = {
  signIn: 'Sign in',
  email: 'Email',
  password: 'Password',
  noAccount: 'No account yet?',
  signUp: 'Sign up',
};
