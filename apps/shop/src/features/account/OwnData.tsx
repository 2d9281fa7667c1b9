import { deleteAccountBodySchema } from '@bookshop/contract';
import { exportDataAddress, useDeleteAccount } from '@bookshop/data';
import { ConfirmDialog, Form, FormField, vars } from '@bookshop/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useAreaWords } from '../../i18n/area';
import { type FormErrors, serverErrors, validate } from '../../layout/formErrors';
import { accountArea } from './accountWords';

/**
 * Settings' "your data" (issue 19, GDPR): a download of everything the shop keeps, and deleting the
 * account after the password and a confirmation. `onLeaving` tells the page the shopper is going, so
 * that it sends them to the home page and not to sign in.
 */
export function OwnData({ onLeaving }: { onLeaving: (leaving: boolean) => void }) {
  const { words, language } = useAreaWords(accountArea);
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [asking, setAsking] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(deleteAccountBodySchema, { password }, language);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({ fields: {} });
    setAsking(true);
  };

  const confirm = () => {
    setAsking(false);
    onLeaving(true);
    remove.mutate(
      { password },
      {
        onError: (error) => {
          onLeaving(false);
          setErrors(serverErrors(error, language));
        },
      },
    );
  };

  return (
    <Section aria-labelledby="own-data-title">
      <h2 id="own-data-title">{words.accounts.ownData}</h2>
      <p>{words.accounts.exportHint}</p>
      <p>
        <a href={exportDataAddress()} download="bookshop-my-data.json">
          {words.accounts.exportData}
        </a>
      </p>
      <p>{words.accounts.deleteHint}</p>
      <Form noValidate onSubmit={submit} aria-label={words.accounts.deleteAccount}>
        <FormField
          id="delete-account-password"
          name="password"
          type="password"
          autoComplete="current-password"
          label={words.accounts.password}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.fields.password}
        />
        {errors.form && <p role="alert">{errors.form}</p>}
        <button type="submit" disabled={remove.isPending}>
          {words.accounts.deleteAccount}
        </button>
      </Form>
      <ConfirmDialog
        open={asking}
        title={words.accounts.deleteQuestion}
        message={words.accounts.deleteMessage}
        confirmLabel={words.accounts.deleteAccount}
        danger
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </Section>
  );
}

const Section = styled.section`
  margin-top: ${vars.space.xl};
  padding-top: ${vars.space.lg};
  border-top: 1px solid ${vars.color.border};

  h2 {
    margin: 0 0 ${vars.space.md};
    font-family: ${vars.font.heading};
  }
`;
