'use client';
import { type FormEvent, forwardRef, useId } from 'react';
import { styled } from 'styled-components';
import { Form, type FormErrors, FormField } from '../FormField/FormField';
import { useFormFields } from '../FormField/useFormFields';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useLabels } from '../provider/context';
import { componentRoot } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type AccountSettingsFormLabels, accountSettingsFormLabels } from './labels';

export interface ProfileValues {
  name: string;
  surname: string;
  telephone: string;
}

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
}

export interface AccountSettingsFormProps extends RootProps {
  /** The signed-in user's profile as it is now; the fields start from it. */
  user: ProfileValues;
  /** Every text of the forms; the provider's `text.accountSettingsForm` otherwise. */
  labels?: Partial<AccountSettingsFormLabels>;
  /** Receives the edited profile; checking and saving it are the app's job. */
  onSaveProfile: (values: ProfileValues) => void;
  /** Receives both passwords; call `clear()` once saved so no password stays on screen. */
  onSavePassword: (values: PasswordValues, done: { clear: () => void }) => void;
  /** Messages of the last refused profile save. */
  profileErrors?: FormErrors;
  /** Messages of the last refused password change, e.g. "the current password is incorrect". */
  passwordErrors?: FormErrors;
  /** While the profile is being saved its button is disabled. */
  profilePending?: boolean;
  /** While the password is being changed its button is disabled. */
  passwordPending?: boolean;
  /** Announced after a save, e.g. "Changes saved". */
  status?: string;
}

const noPasswords: PasswordValues = { currentPassword: '', newPassword: '' };

const part = partsOf('account-settings-form');

/**
 * The account settings: the profile (first and last name, telephone) and a password change.
 *
 * Parts (`data-scope="account-settings-form"`): `root` (takes `ref`), `profile` and `password` (the two
 * forms), `status`.
 */
export const AccountSettingsForm = forwardRef<HTMLDivElement, AccountSettingsFormProps>(
  function AccountSettingsForm(
    {
      user,
      labels,
      onSaveProfile,
      onSavePassword,
      profileErrors,
      passwordErrors,
      profilePending = false,
      passwordPending = false,
      status = '',
      ...root
    },
    ref,
  ) {
    const text = useLabels('accountSettingsForm', accountSettingsFormLabels, labels);
    const id = useId();
    const profile = useFormFields<ProfileValues>(
      { name: user.name, surname: user.surname, telephone: user.telephone },
      profileErrors,
    );
    const passwords = useFormFields<PasswordValues>(noPasswords, passwordErrors);
    const profileField = profile.field;
    const passwordField = (name: keyof PasswordValues) => ({ ...passwords.field(name), type: 'password' });

    const submitProfile = (event: FormEvent) => {
      event.preventDefault();
      onSaveProfile(profile.values);
    };
    const submitPassword = (event: FormEvent) => {
      event.preventDefault();
      onSavePassword(passwords.values, { clear: () => passwords.setValues(noPasswords) });
    };

    return (
      <Settings ref={ref} {...part('root')} {...rootProps(root)}>
        <Form
          ref={profile.formRef}
          {...part('profile')}
          noValidate
          onSubmit={submitProfile}
          aria-label={text.profile}
        >
          <FormField {...profileField('name')} autoComplete="given-name" label={text.firstName} />
          <FormField {...profileField('surname')} autoComplete="family-name" label={text.lastName} />
          <FormField {...profileField('telephone')} type="tel" autoComplete="tel" label={text.telephone} />
          {profileErrors?.form && <p role="alert">{profileErrors.form}</p>}
          <button type="submit" disabled={profilePending}>
            {text.save}
          </button>
        </Form>
        <h2 id={`${id}-password`}>{text.changePassword}</h2>
        <Form
          ref={passwords.formRef}
          {...part('password')}
          noValidate
          onSubmit={submitPassword}
          aria-labelledby={`${id}-password`}
        >
          <FormField
            {...passwordField('currentPassword')}
            autoComplete="current-password"
            label={text.currentPassword}
          />
          <FormField {...passwordField('newPassword')} autoComplete="new-password" label={text.newPassword} />
          {passwordErrors?.form && <p role="alert">{passwordErrors.form}</p>}
          <button type="submit" disabled={passwordPending}>
            {text.save}
          </button>
        </Form>
        <p role="status" {...part('status')}>
          {status}
        </p>
      </Settings>
    );
  },
);

const Settings = styled.div`
  ${componentRoot}
  h2 {
    margin: ${vars.space.xl} 0 ${vars.space.md};
    font-family: ${vars.font.heading};
  }
  [role='status'] {
    color: ${vars.color.success};
  }
`;
