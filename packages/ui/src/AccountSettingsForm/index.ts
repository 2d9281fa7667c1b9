export {
  AccountSettingsForm,
  type AccountSettingsFormProps,
  type PasswordValues,
  type ProfileValues,
} from './AccountSettingsForm';
export type { AccountSettingsFormLabels } from './labels';
