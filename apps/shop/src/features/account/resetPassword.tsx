import { resetPasswordBodySchema, shopPaths } from '@bookshop/contract';
import { ApiError, useResetPassword } from '@bookshop/data';
import { Form, FormField, Link } from '@bookshop/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAreaWords, WordsArea } from '../../i18n/area';
import { errorText } from '../../i18n/errors';
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

/** `/reset_password/:token`, the reset mail's link: a new password, then the shopper is signed in. */
function Page() {
  const { words, language } = useAreaWords(accountArea);
  const { token = '' } = useParams();
  const reset = useResetPassword();
  const navigate = useNavigate();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  usePageTitle(words.accounts.resetTitle);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(resetPasswordBodySchema, { token, ...values }, language);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({ fields: {} });
    reset.mutate(checked.data, {
      onSuccess: () => navigate(shopPaths.myAccount()),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) {
          return setErrors({ fields: {}, form: words.accounts.tooManyRequests });
        }
        const found = serverErrors(error, language);
        // A used or expired link is about the link, not a field of the form.
        const tokenCode = error instanceof ApiError ? error.fields.token : undefined;
        setErrors(
          tokenCode ? { fields: {}, form: errorText(tokenCode, language, words.somethingFailed) } : found,
        );
      },
    });
  };

  const field = (name: 'password' | 'confirmPassword') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: errors.fields[name],
  });

  return (
    <section aria-labelledby="reset-title">
      <PageTitle id="reset-title">{words.accounts.resetTitle}</PageTitle>
      <Form noValidate onSubmit={submit} aria-label={words.accounts.resetTitle}>
        <FormField
          id="reset-password"
          type="password"
          autoComplete="new-password"
          label={words.accounts.newPassword}
          {...field('password')}
        />
        <FormField
          id="reset-confirm-password"
          type="password"
          autoComplete="new-password"
          label={words.accounts.confirmPassword}
          {...field('confirmPassword')}
        />
        {errors.form && (
          <p role="alert">
            {errors.form} <Link href={shopPaths.forgotPassword()}>{words.accounts.askAgain}</Link>
          </p>
        )}
        <button type="submit" disabled={reset.isPending}>
          {words.accounts.savePassword}
        </button>
      </Form>
    </section>
  );
}
