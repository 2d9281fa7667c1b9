import { loginBodySchema } from '@bookshop/contract';
import { useCurrentUser, useSignIn } from '@bookshop/data';
import { SignInForm, type SignInValues } from '@bookshop/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type FormErrors, serverErrors, validate } from '../formErrors';
import { useWords } from '../i18n/useWords';
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

  const submit = (values: SignInValues) => {
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
      <SignInForm
        labels={{
          signIn: words.signIn,
          email: words.email,
          password: words.password,
          noAccount: words.noAccount,
          signUp: words.signUp,
        }}
        onSubmit={submit}
        errors={errors}
        signUpHref={next === '/main' ? '/sign_up' : `/sign_up?next=${encodeURIComponent(next)}`}
        pending={signIn.isPending}
      />
    </section>
  );
}
