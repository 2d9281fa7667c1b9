export { Form, type FormErrors, FormField, type FormFieldProps, type FormProps } from './FormField';
export { useFocusFirstError } from './useFocusFirstError';
export { useFormFields } from './useFormFields';
