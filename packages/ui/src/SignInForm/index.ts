export type { SignInFormLabels } from './labels';
export { SignInForm, type SignInFormProps, type SignInValues } from './SignInForm';
