import { signUpBodySchema } from '@bookshop/contract';
import { useCurrentUser, useSignUp } from '@bookshop/data';
import { Link } from '@bookshop/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type FormErrors, serverErrors, validate } from '../formErrors';
import { useWords } from '../i18n/useWords';
import { Form, FormField } from '../layout/FormField';
import { PageTitle } from '../layout/PageTitle';
import { nextPath } from '../nextPath';
import { usePageTitle } from '../usePageTitle';

export function Component() {
  const { words } = useWords();
  const { data: user } = useCurrentUser();
  const signUp = useSignUp();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = nextPath(search);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  usePageTitle(words.signUp);

  if (user) {
    return (
      <section>
        <PageTitle>{words.signUp}</PageTitle>
        <p role="status">{words.alreadyLoggedIn}</p>
      </section>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const checked = validate(signUpBodySchema, values, words);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({ fields: {} });
    signUp.mutate(checked.data, {
      onSuccess: () => navigate(next),
      onError: (error) => setErrors(serverErrors(error, words)),
    });
  };

  const field = (name: string, label: string, type = 'text', autoComplete?: string) => (
    <FormField
      name={name}
      type={type}
      autoComplete={autoComplete}
      label={label}
      error={errors.fields[name]}
    />
  );

  return (
    <section aria-labelledby="sign-up-title">
      <PageTitle id="sign-up-title">{words.signUp}</PageTitle>
      <Form noValidate onSubmit={submit}>
        {field('name', words.firstName, 'text', 'given-name')}
        {field('surname', words.lastName, 'text', 'family-name')}
        {field('email', words.email, 'email', 'email')}
        {field('telephone', words.telephone, 'tel', 'tel')}
        {field('password', words.password, 'password', 'new-password')}
        {field('confirmPassword', words.confirmPassword, 'password', 'new-password')}
        {errors.form && <p role="alert">{errors.form}</p>}
        <button type="submit" disabled={signUp.isPending}>
          {words.signUp}
        </button>
        <p>
          {words.haveAccount}{' '}
          <Link href={next === '/main' ? '/sign_in' : `/sign_in?next=${encodeURIComponent(next)}`}>
            {words.signIn}
          </Link>
        </p>
      </Form>
    </section>
  );
}
