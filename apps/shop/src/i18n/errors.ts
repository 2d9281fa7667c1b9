import type { Language, Message } from '@bookshop/contract';

/** Every refusal of the API in Spanish, by its code: the type makes a missing one a build error. */
const esp: Record<Message, string> = {
  fieldRequired: 'Este campo es obligatorio',
  emailRequired: 'El correo electrónico es obligatorio',
  emailNotCorrect: 'El correo electrónico no es correcto',
  emailAlreadyRegistered: 'Este correo electrónico ya está registrado',
  emailOrPasswordIncorrect: 'El correo electrónico o la contraseña no son correctos',
  firstNameRequired: 'El nombre es obligatorio',
  lastNameRequired: 'Los apellidos son obligatorios',
  passwordRequired: 'La contraseña es obligatoria',
  passwordTooShort: 'La contraseña debe tener más de 4 caracteres',
  confirmPasswordRequired: 'Repite la contraseña',
  confirmPasswordTooShort: 'La confirmación debe tener más de 4 caracteres',
  passwordsNotMatched: 'Las contraseñas no coinciden',
  telephoneRequired: 'El teléfono es obligatorio',
  telephoneNotCorrect: 'El teléfono no es correcto',
  currentPasswordIncorrect: 'La contraseña actual no es correcta',
  activationTokenInvalid: 'Este enlace de activación no es válido o ya se ha usado',
  tooManyLoginAttempts: 'Demasiados intentos fallidos. Inténtalo de nuevo más tarde.',
  ratingInvalid: 'La valoración va de 0,5 a 5 en medias estrellas, o 0 para quitarla',
  commentEmpty: 'El comentario no puede estar vacío',
  commentTooLong: 'El comentario puede tener como máximo 2000 caracteres',
  categoryUnknown: 'Categoría desconocida',
  priceInvalid: 'El precio debe ser una cantidad positiva con 2 decimales como máximo',
  imageNotUrl: 'La imagen debe ser una URL',
  authorUnknown: 'Autor desconocido',
  publisherUnknown: 'Editorial desconocida',
  hasPublishedBooks: 'Tiene libros publicados: retíralos primero',
  ownRoleUnchangeable: 'No puedes cambiar tu propio rol: pídeselo a otro administrador',
  authorNotPublished: 'Publica primero el autor del libro',
  publisherNotPublished: 'Publica primero la editorial del libro',
  imageTypeUnsupported: 'La imagen debe ser JPEG, PNG, WebP o AVIF',
  imageTooLarge: 'La imagen puede ocupar como máximo 5 MB',
  postcodeNotCorrect: 'El código postal no es correcto',
  idempotencyKeyRequired: 'Falta la cabecera Idempotency-Key',
  idempotencyKeyTooLong: 'La cabecera Idempotency-Key puede tener como máximo 200 caracteres',
  idempotencyKeyReused: 'Este pedido ya se envió con otros datos',
  basketEmpty: 'Tu cesta está vacía',
  orderNotCancellable: 'Solo se puede cancelar un pedido que aún no se ha enviado',
  returnNotAllowed: 'Solo se puede solicitar una devolución en los 14 días siguientes a la entrega',
  statusChangeNotAllowed: 'Este pedido no puede pasar a ese estado',
  unknownField: 'Campo desconocido',
};

/** The same in English. */
const eng: Record<Message, string> = {
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
  currentPasswordIncorrect: 'Current password is incorrect',
  activationTokenInvalid: 'This activation link is not valid or was already used',
  tooManyLoginAttempts: 'Too many failed sign-ins; try again later',
  ratingInvalid: 'Rating must be from 0.5 to 5 in steps of 0.5, or 0 to remove it',
  commentEmpty: 'Comment cannot be empty',
  commentTooLong: 'Comment must be at most 2000 characters',
  categoryUnknown: 'Unknown category',
  priceInvalid: 'Price must be a positive amount with at most 2 decimals',
  imageNotUrl: 'Image must be a URL',
  authorUnknown: 'Unknown author',
  publisherUnknown: 'Unknown publisher',
  hasPublishedBooks: 'It has published books: unpublish them first',
  ownRoleUnchangeable: 'You cannot change your own role: ask another admin',
  authorNotPublished: 'Publish the book’s author first',
  publisherNotPublished: 'Publish the book’s publisher first',
  imageTypeUnsupported: 'The image must be a JPEG, PNG, WebP or AVIF',
  imageTooLarge: 'The image can be at most 5 MB',
  postcodeNotCorrect: 'Postcode is not correct',
  idempotencyKeyRequired: 'The Idempotency-Key header is required',
  idempotencyKeyTooLong: 'The Idempotency-Key header must be at most 200 characters',
  idempotencyKeyReused: 'This order was already sent with other details',
  basketEmpty: 'Your basket is empty',
  orderNotCancellable: 'Only an order that has not been shipped can be cancelled',
  returnNotAllowed: 'A return can be requested only within 14 days of delivery',
  statusChangeNotAllowed: 'This order cannot move to that status',
  unknownField: 'Unknown field',
};

/**
 * The API's refusals by code, in both languages. Apart from the rest of the dictionary: only forms
 * show them, so they load with the pages that have forms, not with the first page.
 */
export const errorTexts: Record<Language, Record<Message, string>> = { esp, eng };

/** A refusal's text in `language`, by its code; `fallback` for a code the shop has no text for. */
export function errorText(code: string | undefined, language: Language, fallback: string): string {
  return (code && (errorTexts[language] as Record<string, string>)[code]) || fallback;
}
