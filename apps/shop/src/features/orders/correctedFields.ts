import { deliveryAddressSchema } from '@bookshop/contract';
import type { FormErrors } from '../../layout/formErrors';

/**
 * The checkout's errors without those of the address fields now right (issue 37: the postcode's error
 * stayed under a valid 08001 until the next try). Checked with the contract's own rule of each field.
 */
export function withoutCorrectedFields(errors: FormErrors, values: Record<string, string>): FormErrors {
  const shape = deliveryAddressSchema.shape;
  const fields = Object.fromEntries(
    Object.entries(errors.fields).filter(([field]) => {
      const rule = shape[field as keyof typeof shape];
      return !rule?.safeParse(values[field] ?? '').success;
    }),
  );
  return Object.keys(fields).length === Object.keys(errors.fields).length ? errors : { ...errors, fields };
}
