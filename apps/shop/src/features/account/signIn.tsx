import { loginBodySchema, shopPaths } from '@bookshop/contract';
import { useCurrentUser, useSignIn } from '@bookshop/data';
import { Link, SignInForm, type SignInValues } from '@bookshop/ui';
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
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = nextPath(search);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  usePageTitle(words.signInForm.signIn);

  if (user) {
    return (
      <section>
        <PageTitle>{words.signInForm.signIn}</PageTitle>
        <p role="status">{words.alreadyLoggedIn}</p>
      </section>
    );
  }

  const submit = (values: SignInValues) => {
    const checked = validate(loginBodySchema, values, language);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({ fields: {} });
    signIn.mutate(checked.data, {
      onSuccess: () => navigate(next),
      onError: (error) => setErrors(serverErrors(error, language)),
    });
  };

  return (
    <section aria-labelledby="sign-in-title">
      <PageTitle id="sign-in-title">{words.signInForm.signIn}</PageTitle>
      <SignInForm
        onSubmit={submit}
        errors={errors}
        signUpHref={shopPaths.signUp(next)}
        pending={signIn.isPending}
      />
      <p>
        <Link href={shopPaths.forgotPassword()}>{words.accounts.forgotLink}</Link>
      </p>
      <SocialButtons next={next} />
    </section>
  );
}
