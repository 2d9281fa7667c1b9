export { Form, type FormErrors, FormField, type FormFieldProps } from './FormField';
export { useFocusFirstError } from './useFocusFirstError';
export { useFormFields } from './useFormFields';
