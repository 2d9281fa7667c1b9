import { forgotPasswordBodySchema } from '@bookshop/contract';
import { ApiError, useForgotPassword } from '@bookshop/data';
import { Form, FormField } from '@bookshop/ui';
import { type FormEvent, useState } from 'react';
import { useAreaWords, WordsArea } from '../../i18n/area';
import { type FormErrors, serverErrors, validate } from '../../layout/formErrors';
import { PageTitle } from '../../layout/PageTitle';
import { usePageTitle } from '../../layout/usePageTitle';
import { accountArea } from './accountWords';

/** The page, with its part's texts for the kit's components. */
export function Component() {
  return (
    <WordsArea area={accountArea}>
      <Page />
    </WordsArea>
  );
}

/** `/forgot_password`: asks for a password-reset link by e-mail. */
function Page() {
  const { words, language } = useAreaWords(accountArea);
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  usePageTitle(words.accounts.forgotTitle);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(forgotPasswordBodySchema, { email }, language);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({ fields: {} });
    forgot.mutate(checked.data, {
      onError: (error) =>
        setErrors(
          error instanceof ApiError && error.status === 429
            ? { fields: {}, form: words.accounts.tooManyRequests }
            : serverErrors(error, language),
        ),
    });
  };

  return (
    <section aria-labelledby="forgot-title">
      <PageTitle id="forgot-title">{words.accounts.forgotTitle}</PageTitle>
      {forgot.isSuccess ? (
        <p role="status">{words.accounts.forgotSent}</p>
      ) : (
        <>
          <p>{words.accounts.forgotIntro}</p>
          <Form noValidate onSubmit={submit} aria-label={words.accounts.forgotTitle}>
            <FormField
              id="forgot-email"
              name="email"
              type="email"
              autoComplete="email"
              label={words.accounts.email}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={errors.fields.email}
            />
            {errors.form && <p role="alert">{errors.form}</p>}
            <button type="submit" disabled={forgot.isPending}>
              {words.accounts.sendLink}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
