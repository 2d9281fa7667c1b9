'use client';
import { type RefObject, useEffect } from 'react';

/**
 * After a refused submit, moves focus to the first field marked invalid: a screen reader then reads its
 * label and its message, and a keyboard user is where the fix is needed.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: unknown) {
  useEffect(() => {
    if (!errors) return;
    form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}
