export interface SignUpFormLabels {
  /** The submit button, e.g. "Sign up". */
  signUp: string;
  firstName: string;
  lastName: string;
  email: string;
  telephone: string;
  password: string;
  confirmPassword: string;
  /** Before the link to sign in, e.g. "Already have an account?". */
  haveAccount: string;
  /** The link to `routes.signIn()`. */
  signIn: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const signUpFormLabels: SignUpFormLabels = {
  signUp: 'Sign up',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  telephone: 'Telephone',
  password: 'Password',
  confirmPassword: 'Repeat the password',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
};
