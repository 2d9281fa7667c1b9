'use client';
import { useId, useRef, useState } from 'react';
import type { FormErrors } from './FormField';
import { useFocusFirstError } from './useFocusFirstError';

/**
 * The typed values of one form and the props that tie each `FormField` to them (id, value, message,
 * change); after a refused submit the first field with a message takes the focus.
 */
export function useFormFields<Values extends { [Name in keyof Values]: string }>(
  initial: Values,
  errors?: FormErrors,
) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(initial);
  useFocusFirstError(formRef, errors);

  const field = (name: keyof Values & string) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    error: errors?.fields?.[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return { formRef, values, setValues, field };
}
