import { shopPaths, signUpBodySchema } from '@bookshop/contract';
import { useCurrentUser, useSignUp } from '@bookshop/data';
import { SignUpForm, type SignUpValues } from '@bookshop/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAreaWords, WordsArea } from '../../i18n/area';
import { type FormErrors, serverErrors, validate } from '../../layout/formErrors';
import { PageTitle } from '../../layout/PageTitle';
import { usePageTitle } from '../../layout/usePageTitle';
import { accountArea } from './accountWords';
import { nextPath } from './nextPath';
import { SocialButtons } from './SocialButtons';

/** The page, with its part's texts for the kit's components. */
export function Component() {
  return (
    <WordsArea area={accountArea}>
      <Page />
    </WordsArea>
  );
}

function Page() {
  const { words, language } = useAreaWords(accountArea);
  const { data: user } = useCurrentUser();
  const signUp = useSignUp();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = nextPath(search);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  usePageTitle(words.signUpForm.signUp);

  if (user) {
    return (
      <section>
        <PageTitle>{words.signUpForm.signUp}</PageTitle>
        <p role="status">{words.alreadyLoggedIn}</p>
      </section>
    );
  }

  const submit = (values: SignUpValues) => {
    const checked = validate(signUpBodySchema, values, language);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({ fields: {} });
    // Their mails are written in the language they signed up in.
    signUp.mutate(
      { ...checked.data, language },
      {
        onSuccess: () => navigate(next),
        onError: (error) => setErrors(serverErrors(error, language)),
      },
    );
  };

  return (
    <section aria-labelledby="sign-up-title">
      <PageTitle id="sign-up-title">{words.signUpForm.signUp}</PageTitle>
      <SignUpForm
        onSubmit={submit}
        errors={errors}
        signInHref={shopPaths.signIn(next)}
        pending={signUp.isPending}
      />
      <SocialButtons next={next} />
    </section>
  );
}
