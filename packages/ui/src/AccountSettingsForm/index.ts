export {
  AccountSettingsForm,
  type AccountSettingsFormLabels,
  type AccountSettingsFormProps,
  type PasswordValues,
  type ProfileValues,
} from './AccountSettingsForm';
