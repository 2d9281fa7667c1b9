import { type FormEvent, useId } from 'react';
import styled from 'styled-components';
import { Form, type FormErrors, FormField, useFormFields } from '../FormField';

export interface ProfileValues {
  name: string;
  surname: string;
  telephone: string;
}

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
}

export interface AccountSettingsFormLabels {
  /** The profile form's name, e.g. "Settings". */
  profile: string;
  firstName: string;
  lastName: string;
  telephone: string;
  /** The heading of the password form, e.g. "New password". */
  changePassword: string;
  currentPassword: string;
  newPassword: string;
  /** Both submit buttons, e.g. "Send". */
  save: string;
}

export interface AccountSettingsFormProps {
  /** The signed-in user's profile as it is now; the fields start from it. */
  user: ProfileValues;
  /** Every text of the forms, in the reader's language. */
  labels?: AccountSettingsFormLabels;
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

const englishLabels: AccountSettingsFormLabels = {
  profile: 'Settings',
  firstName: 'First name',
  lastName: 'Last name',
  telephone: 'Telephone',
  changePassword: 'New password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  save: 'Send',
};

const noPasswords: PasswordValues = { currentPassword: '', newPassword: '' };

/** The account settings: the profile (first and last name, telephone) and a password change. */
export function AccountSettingsForm({
  user,
  labels = englishLabels,
  onSaveProfile,
  onSavePassword,
  profileErrors,
  passwordErrors,
  profilePending = false,
  passwordPending = false,
  status = '',
}: AccountSettingsFormProps) {
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
    <Settings>
      <Form ref={profile.formRef} noValidate onSubmit={submitProfile} aria-label={labels.profile}>
        <FormField {...profileField('name')} autoComplete="given-name" label={labels.firstName} />
        <FormField {...profileField('surname')} autoComplete="family-name" label={labels.lastName} />
        <FormField {...profileField('telephone')} type="tel" autoComplete="tel" label={labels.telephone} />
        {profileErrors?.form && <p role="alert">{profileErrors.form}</p>}
        <button type="submit" disabled={profilePending}>
          {labels.save}
        </button>
      </Form>
      <h2 id={`${id}-password`}>{labels.changePassword}</h2>
      <Form ref={passwords.formRef} noValidate onSubmit={submitPassword} aria-labelledby={`${id}-password`}>
        <FormField
          {...passwordField('currentPassword')}
          autoComplete="current-password"
          label={labels.currentPassword}
        />
        <FormField {...passwordField('newPassword')} autoComplete="new-password" label={labels.newPassword} />
        {passwordErrors?.form && <p role="alert">{passwordErrors.form}</p>}
        <button type="submit" disabled={passwordPending}>
          {labels.save}
        </button>
      </Form>
      <p role="status">{status}</p>
    </Settings>
  );
}

const Settings = styled.div`
  h2 {
    margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.md};
    font-family: ${({ theme }) => theme.font.heading};
  }
  [role='status'] {
    color: ${({ theme }) => theme.color.success};
  }
`;
