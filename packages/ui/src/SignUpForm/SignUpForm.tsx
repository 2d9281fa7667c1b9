'use client';
import { type FormEvent, forwardRef } from 'react';
import { Form, type FormErrors, FormField } from '../FormField/FormField';
import { useFormFields } from '../FormField/useFormFields';
import { Link } from '../Link';
import { partsOf, type RootProps, rootProps, useMergedRef } from '../parts/parts';
import { useBookshop, useLabels } from '../provider/context';
import { type SignUpFormLabels, signUpFormLabels } from './labels';

export interface SignUpValues {
  name: string;
  surname: string;
  email: string;
  telephone: string;
  password: string;
  confirmPassword: string;
}

export interface SignUpFormProps extends RootProps {
  /** Every text of the form; the provider's `text.signUpForm` otherwise. */
  labels?: Partial<SignUpFormLabels>;
  /** Receives what was typed; checking it and creating the account are the app's job. */
  onSubmit: (values: SignUpValues) => void;
  /**
   * Messages of the last refused attempt (SPEC section 5): each at its field ("email required",
   * "this email is already registered", "passwords not matching", ...), or one line for the form.
   */
  errors?: FormErrors;
  /** While the account is being created the button is disabled. */
  pending?: boolean;
  /** Where the sign-in link goes; `routes.signIn()` by default (the app may carry where the shopper came from). */
  signInHref?: string;
}

const empty: SignUpValues = {
  name: '',
  surname: '',
  email: '',
  telephone: '',
  password: '',
  confirmPassword: '',
};

const part = partsOf('sign-up-form');

/**
 * The sign-up page body: the six fields of a new account, each with its message, and a link to sign in.
 *
 * Parts (`data-scope="sign-up-form"`): `root` (the `<form>`, which takes `ref`), `error`, `submit`,
 * `sign-in` (the link to sign in). Each field is a `FormField` (`data-scope="form-field"`).
 */
export const SignUpForm = forwardRef<HTMLFormElement, SignUpFormProps>(function SignUpForm(
  { labels, onSubmit, errors, pending = false, signInHref, ...root },
  ref,
) {
  const text = useLabels('signUpForm', signUpFormLabels, labels);
  const { routes } = useBookshop();
  const { formRef, values, field } = useFormFields<SignUpValues>(empty, errors);
  const formRefs = useMergedRef(formRef, ref);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <Form
      ref={formRefs}
      {...part('root')}
      {...rootProps(root)}
      noValidate
      onSubmit={submit}
      aria-label={text.signUp}
    >
      <FormField {...field('name')} autoComplete="given-name" label={text.firstName} />
      <FormField {...field('surname')} autoComplete="family-name" label={text.lastName} />
      <FormField {...field('email')} type="email" autoComplete="email" label={text.email} />
      <FormField {...field('telephone')} type="tel" autoComplete="tel" label={text.telephone} />
      <FormField {...field('password')} type="password" autoComplete="new-password" label={text.password} />
      <FormField
        {...field('confirmPassword')}
        type="password"
        autoComplete="new-password"
        label={text.confirmPassword}
      />
      {errors?.form && (
        <p role="alert" {...part('error')}>
          {errors.form}
        </p>
      )}
      <button type="submit" disabled={pending} {...part('submit')}>
        {text.signUp}
      </button>
      <p>
        {text.haveAccount}{' '}
        <Link href={signInHref ?? routes.signIn()} {...part('sign-in')}>
          {text.signIn}
        </Link>
      </p>
    </Form>
  );
});
