import type { FormEvent } from 'react';
import { Form, type FormErrors, FormField, useFormFields } from '../FormField';
import { Link } from '../Link';

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignInFormLabels {
  /** The heading and the submit button, e.g. "Sign in". */
  signIn: string;
  email: string;
  password: string;
  /** Before the link to sign up, e.g. "No account yet?". */
  noAccount: string;
  /** The link to `/sign_up`. */
  signUp: string;
}

export interface SignInFormProps {
  /** Every text of the form, in the reader's language. */
  labels?: SignInFormLabels;
  /** Receives what was typed; checking it and signing in are the app's job. */
  onSubmit: (values: SignInValues) => void;
  /** Messages of the last refused attempt (SPEC section 5), per field or for the whole form. */
  errors?: FormErrors;
  /** While the sign-in is under way the button is disabled. */
  pending?: boolean;
  /** Where the sign-up link goes (the app may carry where the shopper came from). */
  signUpHref?: string;
}

const englishLabels: SignInFormLabels = {
  signIn: 'Sign in',
  email: 'Email',
  password: 'Password',
  noAccount: 'No account yet?',
  signUp: 'Sign up',
};

/** The sign-in page body: email, password, the messages of a refused attempt, and a link to sign up. */
export function SignInForm({
  labels = englishLabels,
  onSubmit,
  errors,
  pending = false,
  signUpHref = '/sign_up',
}: SignInFormProps) {
  const { formRef, values, field } = useFormFields<SignInValues>({ email: '', password: '' }, errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label={labels.signIn}>
      <FormField {...field('email')} type="email" autoComplete="email" label={labels.email} />
      <FormField
        {...field('password')}
        type="password"
        autoComplete="current-password"
        label={labels.password}
      />
      {errors?.form && <p role="alert">{errors.form}</p>}
      <button type="submit" disabled={pending}>
        {labels.signIn}
      </button>
      <p>
        {labels.noAccount} <Link href={signUpHref}>{labels.signUp}</Link>
      </p>
    </Form>
  );
}
