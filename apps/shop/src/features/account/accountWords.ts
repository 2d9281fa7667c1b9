import type { InLanguages } from '@bookshop/contract';
import { type BookshopLabels, enGroups, esGroups } from '@bookshop/ui';
import { combineAreas } from '../../i18n/area';
import { type OverKitPack, withKitGroups } from '../../i18n/kitPack';
import { withLoadedWords } from '../../i18n/languageWords';
import { uploadWords } from '../back-office/uploadWords';
import { orderWords } from '../orders/orderWords';

/**
 * The account pages' texts: sign in and up, activation, password reset, settings, own data.
 * Only the pages that show them import this module, so a reader's first page does not carry them (see
 * `area.ts`); both languages are here, so that switching language shows them at once.
 */
const ownEsp = {
  accountSettingsForm: {
    changePassword: 'Contraseña',
  },
  social: {
    errors: {
      socialSignInFailed: 'No se ha podido iniciar sesión con el proveedor. Inténtalo de nuevo.',
      socialSignInExpired: 'El inicio de sesión ha caducado o ya se ha usado. Vuelve a empezar.',
      socialSignInCancelled: 'Has cancelado el inicio de sesión.',
      socialEmailMissing: 'El proveedor no nos ha dado tu correo electrónico, y tu cuenta lo necesita.',
      socialEmailNotVerified:
        'Ya hay una cuenta con este correo y el proveedor no lo ha verificado. Inicia sesión con tu contraseña.',
    },
    profileImage: {
      label: 'Foto de perfil',
      hint: 'JPEG, PNG o WebP, 2 MB como máximo',
      wrongType: 'Este archivo no es una imagen JPEG, PNG o WebP',
      tooLarge: 'Esta imagen ocupa más de 2 MB',
      uploaded: 'Foto de perfil guardada',
      preview: 'Tu foto de perfil',
      remove: 'Quitar la foto',
      removed: 'Foto de perfil quitada',
    },
  },
  /** Accounts (issue 19): activation, password reset, own data, legal pages. */
  /** "Avísame" (issue 38): the reader's alerts, and the pages the alerts' mails link to. */
  stockAlerts: {
    title: 'Mis avisos de libros agotados',
    intro: 'Te escribimos una sola vez, cuando el libro vuelve a estar disponible.',
    empty: 'No tienes avisos. En un libro agotado, pulsa «Avísame cuando vuelva».',
    book: 'Libro',
    since: 'Pedido el',
    status: 'Estado',
    statuses: {
      unconfirmed: 'Sin confirmar',
      waiting: 'Esperando',
      sent: 'Enviado',
      cancelled: 'Cancelado',
    } as Record<string, string>,
    cancel: (book: string) => `Cancelar el aviso de «${book}»`,
    cancelled: 'Aviso cancelado',
    confirmTitle: 'Confirmar el aviso',
    confirming: 'Confirmando el aviso…',
    confirmed: 'Aviso activado',
    confirmedText: (book: string) => `Te escribiremos cuando «${book}» vuelva a estar disponible.`,
    notConfirmed: 'No se ha podido activar el aviso',
    unsubscribeTitle: 'Cancelar mis avisos',
    unsubscribing: 'Cancelando tus avisos…',
    unsubscribed: 'Avisos cancelados',
    unsubscribedText: (count: number) =>
      count === 0
        ? 'No tenías avisos pendientes.'
        : `Hemos cancelado ${count === 1 ? 'tu aviso' : `tus ${count} avisos`}: no te escribiremos más.`,
    notUnsubscribed: 'No se han podido cancelar los avisos',
    toShop: 'Ir a la tienda',
  },
  accounts: {
    activateTitle: 'Activar la cuenta',
    activating: 'Activando tu cuenta…',
    activated: 'Cuenta activada',
    activatedText: 'Gracias por confirmar tu correo electrónico.',
    notActivated: 'No se ha podido activar la cuenta',
    toShop: 'Ir a la tienda',
    forgotLink: '¿Has olvidado tu contraseña?',
    forgotTitle: 'Recuperar la contraseña',
    forgotIntro: 'Escribe tu correo electrónico y te enviaremos un enlace para elegir una contraseña nueva.',
    email: 'Correo electrónico',
    sendLink: 'Enviar el enlace',
    forgotSent:
      'Si hay una cuenta con este correo, te hemos enviado un enlace. Vale 1 hora. Revisa también la carpeta de correo no deseado.',
    tooManyRequests: 'Demasiadas solicitudes. Inténtalo de nuevo más tarde.',
    resetTitle: 'Elegir una contraseña nueva',
    newPassword: 'Contraseña nueva',
    confirmPassword: 'Repite la contraseña',
    savePassword: 'Guardar la contraseña',
    askAgain: 'Pedir un enlace nuevo',
    ownData: 'Tus datos',
    exportData: 'Descargar mis datos',
    exportHint: 'Tu perfil, tus pedidos, comentarios y valoraciones en un archivo JSON.',
    deleteAccount: 'Eliminar mi cuenta',
    deleteHint:
      'Se borran tu cuenta y tus datos personales. Tus comentarios quedan como «cuenta eliminada» y tus pedidos solo con lo que exige la contabilidad.',
    deleteQuestion: '¿Eliminar tu cuenta para siempre?',
    deleteMessage: 'Se borrarán tu cuenta y tus datos personales. No se puede deshacer.',
    password: 'Contraseña',
  },
};

const esp = withKitGroups(
  {
    signInForm: esGroups.signInForm,
    signUpForm: esGroups.signUpForm,
    accountSettingsForm: esGroups.accountSettingsForm,
    socialSignIn: esGroups.socialSignIn,
  },
  ownEsp,
);

/** The same texts' type, in one language. */
export type AccountWords = typeof esp;

const ownEng: OverKitPack<AccountWords> = {
  accountSettingsForm: {
    changePassword: 'Password',
  },
  social: {
    errors: {
      socialSignInFailed: 'Signing in with the provider did not work. Please try again.',
      socialSignInExpired: 'The sign-in expired or was already used. Please start again.',
      socialSignInCancelled: 'The sign-in was cancelled.',
      socialEmailMissing: 'The provider did not share your e-mail address, which your account needs.',
      socialEmailNotVerified:
        'An account already uses this e-mail address and the provider has not verified it. Sign in with your password.',
    },
    profileImage: {
      label: 'Profile picture',
      hint: 'JPEG, PNG or WebP, at most 2 MB',
      wrongType: 'This file is not a JPEG, PNG or WebP image',
      tooLarge: 'This image is larger than 2 MB',
      uploaded: 'Profile picture saved',
      preview: 'Your profile picture',
      remove: 'Remove the picture',
      removed: 'Profile picture removed',
    },
  },
  /** Accounts (issue 19): activation, password reset, own data, legal pages. */
  stockAlerts: {
    title: 'My alerts about sold-out books',
    intro: 'We write once, when the book is available again.',
    empty: 'You have no alerts. On a sold-out book, press “Tell me when it is back”.',
    book: 'Book',
    since: 'Asked on',
    status: 'Status',
    statuses: {
      unconfirmed: 'Not confirmed',
      waiting: 'Waiting',
      sent: 'Sent',
      cancelled: 'Cancelled',
    } as Record<string, string>,
    cancel: (book: string) => `Cancel the alert about “${book}”`,
    cancelled: 'Alert cancelled',
    confirmTitle: 'Confirm the alert',
    confirming: 'Confirming the alert…',
    confirmed: 'Alert turned on',
    confirmedText: (book: string) => `We will write to you when “${book}” is available again.`,
    notConfirmed: 'The alert could not be turned on',
    unsubscribeTitle: 'Cancel my alerts',
    unsubscribing: 'Cancelling your alerts…',
    unsubscribed: 'Alerts cancelled',
    unsubscribedText: (count: number) =>
      count === 0
        ? 'You had no alerts waiting.'
        : `We cancelled ${count === 1 ? 'your alert' : `your ${count} alerts`}: we will not write again.`,
    notUnsubscribed: 'The alerts could not be cancelled',
    toShop: 'Go to the shop',
  },
  accounts: {
    activateTitle: 'Activate your account',
    activating: 'Activating your account…',
    activated: 'Account activated',
    activatedText: 'Thank you for confirming your email address.',
    notActivated: 'The account could not be activated',
    toShop: 'Go to the shop',
    forgotLink: 'Forgot your password?',
    forgotTitle: 'Recover your password',
    forgotIntro: 'Type your email address and we will send you a link to choose a new password.',
    email: 'Email',
    sendLink: 'Send the link',
    forgotSent:
      'If there is an account with this email, we have sent it a link. It is valid for 1 hour. Check your spam folder too.',
    tooManyRequests: 'Too many requests. Please try again later.',
    resetTitle: 'Choose a new password',
    newPassword: 'New password',
    confirmPassword: 'Repeat the password',
    savePassword: 'Save the password',
    askAgain: 'Ask for a new link',
    ownData: 'Your data',
    exportData: 'Download my data',
    exportHint: 'Your profile, orders, comments and ratings in a JSON file.',
    deleteAccount: 'Delete my account',
    deleteHint:
      'Your account and personal data are erased. Your comments stay as "deleted account" and your orders keep only what accounting requires.',
    deleteQuestion: 'Delete your account for good?',
    deleteMessage: 'Your account and personal data will be erased. This cannot be undone.',
    password: 'Password',
  },
};

const eng: AccountWords = withKitGroups(
  {
    signInForm: enGroups.signInForm,
    signUpForm: enGroups.signUpForm,
    accountSettingsForm: enGroups.accountSettingsForm,
    socialSignIn: enGroups.socialSignIn,
  },
  ownEng,
);

/** Spanish and English; typed as the kit's labels of its groups too, so no kit text can be missing. */
export const accountWords: InLanguages<
  AccountWords & Pick<BookshopLabels, 'signInForm' | 'signUpForm' | 'accountSettingsForm' | 'socialSignIn'>
> = withLoadedWords(
  { esp, eng },
  {
    cat: () => import('../../i18n/catalan/accountWords').then((module) => module.catalanAccountWords),
  },
);

/** What the account pages show: their own texts, the orders' and the profile picture's. */
export const accountArea = combineAreas(combineAreas(accountWords, orderWords), uploadWords);
