/**
 * The validation messages of SPEC section 5, in English. The API sends them in `error.fields`; the
 * shop shows them translated, using these texts as keys.
 */
export const messages = {
  fieldRequired: 'Field is required',
  emailRequired: 'Email is required',
  emailNotCorrect: 'Email is not correct',
  emailAlreadyRegistered: 'This email is already registered',
  emailOrPasswordIncorrect: 'Email or password is incorrect',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be more than 4 symbols',
  confirmPasswordRequired: 'Password confirmation is required',
  confirmPasswordTooShort: 'Password confirmation must be more than 4 symbols',
  passwordsNotMatched: 'Passwords do not match',
  telephoneRequired: 'Telephone is required',
  telephoneNotCorrect: 'Telephone is not correct',
  ratingInvalid: 'Rating must be from 0.5 to 5 in steps of 0.5, or 0 to remove it',
  commentEmpty: 'Comment cannot be empty',
  commentTooLong: 'Comment must be at most 2000 characters',
  categoryUnknown: 'Unknown category',
  priceInvalid: 'Price must be a positive amount with at most 2 decimals',
  postcodeNotCorrect: 'Postcode is not correct',
  currentPasswordIncorrect: 'Current password is incorrect',
  activationTokenInvalid: 'This activation link is not valid or was already used',
  authorUnknown: 'Unknown author',
  publisherUnknown: 'Unknown publisher',
  idempotencyKeyRequired: 'The Idempotency-Key header is required',
  idempotencyKeyTooLong: 'The Idempotency-Key header must be at most 200 characters',
} as const;

export type Message = (typeof messages)[keyof typeof messages];
