export type { SignUpFormLabels } from './labels';
export { SignUpForm, type SignUpFormProps, type SignUpValues } from './SignUpForm';
