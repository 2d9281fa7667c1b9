export { SignUpForm, type SignUpFormLabels, type SignUpFormProps, type SignUpValues } from './SignUpForm';
