import { signUpBodySchema } from '@bookshop/contract';
import { useCurrentUser, useSignUp } from '@bookshop/data';
import { SignUpForm, type SignUpValues } from '@bookshop/ui';
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

  const submit = (values: SignUpValues) => {
    const checked = validate(signUpBodySchema, values, words);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({ fields: {} });
    signUp.mutate(checked.data, {
      onSuccess: () => navigate(next),
      onError: (error) => setErrors(serverErrors(error, words)),
    });
  };

  return (
    <section aria-labelledby="sign-up-title">
      <PageTitle id="sign-up-title">{words.signUp}</PageTitle>
      <SignUpForm
        labels={{
          signUp: words.signUp,
          firstName: words.firstName,
          lastName: words.lastName,
          email: words.email,
          telephone: words.telephone,
          password: words.password,
          confirmPassword: words.confirmPassword,
          haveAccount: words.haveAccount,
          signIn: words.signIn,
        }}
        onSubmit={submit}
        errors={errors}
        signInHref={next === '/main' ? '/sign_in' : `/sign_in?next=${encodeURIComponent(next)}`}
        pending={signUp.isPending}
      />
    </section>
  );
}
