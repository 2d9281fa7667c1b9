'use client';
import { type FormEvent, forwardRef } from 'react';
import { Form, type FormErrors, FormField } from '../FormField/FormField';
import { useFormFields } from '../FormField/useFormFields';
import { Link } from '../Link';
import { partsOf, type RootProps, rootProps, useMergedRef } from '../parts/parts';
import { useBookshop, useLabels } from '../provider/context';
import { type SignInFormLabels, signInFormLabels } from './labels';

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignInFormProps extends RootProps {
  /** Every text of the form; the provider's `text.signInForm` otherwise. */
  labels?: Partial<SignInFormLabels>;
  /** Receives what was typed; checking it and signing in are the app's job. */
  onSubmit: (values: SignInValues) => void;
  /** Messages of the last refused attempt (SPEC section 5), per field or for the whole form. */
  errors?: FormErrors;
  /** While the sign-in is under way the button is disabled. */
  pending?: boolean;
  /** Where the sign-up link goes; `routes.signUp()` by default (the app may carry where the shopper came from). */
  signUpHref?: string;
}

const part = partsOf('sign-in-form');

/**
 * The sign-in page body: email, password, the messages of a refused attempt, and a link to sign up.
 *
 * Parts (`data-scope="sign-in-form"`): `root` (the `<form>`, which takes `ref`), `error`, `submit`,
 * `sign-up` (the link to sign up). Each field is a `FormField` (`data-scope="form-field"`).
 */
export const SignInForm = forwardRef<HTMLFormElement, SignInFormProps>(function SignInForm(
  { labels, onSubmit, errors, pending = false, signUpHref, ...root },
  ref,
) {
  const text = useLabels('signInForm', signInFormLabels, labels);
  const { routes } = useBookshop();
  const { formRef, values, field } = useFormFields<SignInValues>({ email: '', password: '' }, errors);
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
      aria-label={text.signIn}
    >
      <FormField {...field('email')} type="email" autoComplete="email" label={text.email} />
      <FormField
        {...field('password')}
        type="password"
        autoComplete="current-password"
        label={text.password}
      />
      {errors?.form && (
        <p role="alert" {...part('error')}>
          {errors.form}
        </p>
      )}
      <button type="submit" disabled={pending} {...part('submit')}>
        {text.signIn}
      </button>
      <p>
        {text.noAccount}{' '}
        <Link href={signUpHref ?? routes.signUp()} {...part('sign-up')}>
          {text.signUp}
        </Link>
      </p>
    </Form>
  );
});
