/** An object whose every value is its own key: `codes('a', 'b')` is `{ a: 'a', b: 'b' }`. */
function codes<const Code extends string>(...names: Code[]): { readonly [Name in Code]: Name } {
  return Object.fromEntries(names.map((name) => [name, name])) as { [Name in Code]: Name };
}

/**
 * Why the API refuses something, as codes the API and its clients share (never English sentences):
 * `error.fields` maps each wrong field to one of them (`{ email: 'emailRequired' }`), and the refusals
 * of the orders name one in `error.code`. A client shows each in its reader's language (the shop's
 * dictionary, `apps/shop/src/i18n/words.ts`, has every one in Spanish and English).
 */
export const messages = /* @__PURE__ */ codes(
  // SPEC section 5: sign-up, sign-in and the account forms.
  'fieldRequired',
  'emailRequired',
  'emailNotCorrect',
  'emailAlreadyRegistered',
  'emailOrPasswordIncorrect',
  'firstNameRequired',
  'lastNameRequired',
  'passwordRequired',
  'passwordTooShort',
  'confirmPasswordRequired',
  'confirmPasswordTooShort',
  'passwordsNotMatched',
  'telephoneRequired',
  'telephoneNotCorrect',
  'currentPasswordIncorrect',
  'activationTokenInvalid',
  'tooManyLoginAttempts',
  // An account guessed at from devices it does not know: they wait, its owner's known devices do not.
  'tooManyLoginAttemptsForAccount',
  // Too many wrong passwords for an account-changing call, or too many mails asked for.
  'tooManyAttempts',
  // Books, comments and the catalogue forms.
  'ratingInvalid',
  'commentEmpty',
  'commentTooLong',
  'categoryUnknown',
  // A slide's link is one of the shop's list pages (issue 37).
  'slideLinkInvalid',
  'priceInvalid',
  'imageNotUrl',
  'authorUnknown',
  'publisherUnknown',
  // The back office: unpublishing and uploads.
  'hasPublishedBooks',
  'authorNotPublished',
  'publisherNotPublished',
  'imageTypeUnsupported',
  'imageTooLarge',
  // Stock (issue 20): a count an admin sets, and why a basket or a checkout refuses a book.
  'stockInvalid',
  'notEnoughStock',
  'bookWithdrawn',
  // The back office: users and roles (an admin never changes their own role).
  'ownRoleUnchangeable',
  // Orders.
  'postcodeNotCorrect',
  'idempotencyKeyRequired',
  'idempotencyKeyTooLong',
  'idempotencyKeyReused',
  'basketEmpty',
  'orderNotCancellable',
  'returnNotAllowed',
  'statusChangeNotAllowed',
  // The catalogue (issue 38): ISBNs, editions, imports and "tell me when it is back".
  'isbnInvalid',
  'isbnAlreadyUsed',
  'formatUnknown',
  'languageUnknown',
  'yearInvalid',
  'numberInvalid',
  'textTooLong',
  'importFileUnsupported',
  'importFileTooLarge',
  'importFinished',
  'recordUnreadable',
  'bookInStock',
  'alertTokenInvalid',
  'alertNotCancellable',
  // Books kept for later (issue 37): the list holds WISHLIST_MAX_BOOKS at most.
  'wishlistFull',
  // Payments and invoices (issue 36).
  'paymentMethodUnavailable',
  'taxIdRequired',
  'taxIdNotCorrect',
  'refundNotAllowed',
  'mailNotAvailable',
  // Delivery (issue 37): the table's zones, and a pickup order ready to collect.
  'deliveryDaysNotCorrect',
  'postcodeRangeNotCorrect',
  'readyToCollectNotAllowed',
  // A field the server does not take.
  'unknownField',
  // Accounts (issue 19): activation and password-reset links.
  'activationTokenUsed',
  'activationTokenExpired',
  'resetTokenInvalid',
  'resetTokenUsed',
  'resetTokenExpired',
);

/** One of the codes above. */
export type Message = (typeof messages)[keyof typeof messages];
