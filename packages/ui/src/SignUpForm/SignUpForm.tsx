import type { FormEvent } from 'react';
import { Form, type FormErrors, FormField, useFormFields } from '../FormField';
import { Link } from '../Link';

export interface SignUpValues {
  name: string;
  surname: string;
  email: string;
  telephone: string;
  password: string;
  confirmPassword: string;
}

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
  /** The link to `/sign_in`. */
  signIn: string;
}

export interface SignUpFormProps {
  /** Every text of the form, in the reader's language. */
  labels?: SignUpFormLabels;
  /** Receives what was typed; checking it and creating the account are the app's job. */
  onSubmit: (values: SignUpValues) => void;
  /**
   * Messages of the last refused attempt (SPEC section 5): each at its field ("email required",
   * "this email is already registered", "passwords not matching", ...), or one line for the form.
   */
  errors?: FormErrors;
  /** While the account is being created the button is disabled. */
  pending?: boolean;
  /** Where the sign-in link goes (the app may carry where the shopper came from). */
  signInHref?: string;
}

const englishLabels: SignUpFormLabels = {
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

const empty: SignUpValues = {
  name: '',
  surname: '',
  email: '',
  telephone: '',
  password: '',
  confirmPassword: '',
};

/** The sign-up page body: the six fields of a new account, each with its message, and a link to sign in. */
export function SignUpForm({
  labels = englishLabels,
  onSubmit,
  errors,
  pending = false,
  signInHref = '/sign_in',
}: SignUpFormProps) {
  const { formRef, values, field } = useFormFields<SignUpValues>(empty, errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label={labels.signUp}>
      <FormField {...field('name')} autoComplete="given-name" label={labels.firstName} />
      <FormField {...field('surname')} autoComplete="family-name" label={labels.lastName} />
      <FormField {...field('email')} type="email" autoComplete="email" label={labels.email} />
      <FormField {...field('telephone')} type="tel" autoComplete="tel" label={labels.telephone} />
      <FormField {...field('password')} type="password" autoComplete="new-password" label={labels.password} />
      <FormField
        {...field('confirmPassword')}
        type="password"
        autoComplete="new-password"
        label={labels.confirmPassword}
      />
      {errors?.form && <p role="alert">{errors.form}</p>}
      <button type="submit" disabled={pending}>
        {labels.signUp}
      </button>
      <p>
        {labels.haveAccount} <Link href={signInHref}>{labels.signIn}</Link>
      </p>
    </Form>
  );
}
