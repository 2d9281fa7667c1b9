import { loginBodySchema } from '@bookshop/contract';
import { useCurrentUser, useSignIn } from '@bookshop/data';
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
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = nextPath(search);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  usePageTitle(words.signIn);

  if (user) {
    return (
      <section>
        <PageTitle>{words.signIn}</PageTitle>
        <p role="status">{words.alreadyLoggedIn}</p>
      </section>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const checked = validate(loginBodySchema, values, words);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({ fields: {} });
    signIn.mutate(checked.data, {
      onSuccess: () => navigate(next),
      onError: (error) => setErrors(serverErrors(error, words)),
    });
  };

  return (
    <section aria-labelledby="sign-in-title">
      <PageTitle id="sign-in-title">{words.signIn}</PageTitle>
      <Form noValidate onSubmit={submit}>
        <FormField
          name="email"
          type="email"
          autoComplete="email"
          label={words.email}
          error={errors.fields.email}
        />
        <FormField
          name="password"
          type="password"
          autoComplete="current-password"
          label={words.password}
          error={errors.fields.password}
        />
        {errors.form && <p role="alert">{errors.form}</p>}
        <button type="submit" disabled={signIn.isPending}>
          {words.signIn}
        </button>
        <p>
          {words.noAccount}{' '}
          <Link href={next === '/main' ? '/sign_up' : `/sign_up?next=${encodeURIComponent(next)}`}>
            {words.signUp}
          </Link>
        </p>
      </Form>
    </section>
  );
}
