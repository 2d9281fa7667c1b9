export { SignInForm, type SignInFormLabels, type SignInFormProps, type SignInValues } from './SignInForm';
