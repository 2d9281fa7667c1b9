'use client';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * After a refused submit, moves focus to the first field marked invalid: a screen reader then reads its
 * label and its message, and a keyboard user is where the fix is needed. Errors that only clear (a field
 * put right while the reader types) leave the focus where it is.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: unknown) {
  const previous = useRef<string[]>([]);
  useEffect(() => {
    const keys = errors && typeof errors === 'object' ? Object.keys(errors) : [];
    const onlyCleared =
      keys.length < previous.current.length && keys.every((key) => previous.current.includes(key));
    previous.current = keys;
    if (!errors || onlyCleared) return;
    form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}
