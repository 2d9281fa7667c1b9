import { caGroups } from '@bookshop/ui';
import type { accountWords } from '../../features/account/accountWords';
import { type OverKitPack, withKitPack } from '../kitPack';

/** The shop's own wording in Catalan: the kit's `ca` pack gives its groups' other texts. */
const own: OverKitPack<(typeof accountWords)['esp']> = {
  accountSettingsForm: {
    changePassword: 'Contrasenya',
  },
  social: {
    errors: {
      socialSignInFailed: "No s'ha pogut iniciar la sessió amb el proveïdor. Torna-ho a provar.",
      socialSignInExpired: "L'inici de sessió ha caducat o ja s'ha fet servir. Torna a començar.",
      socialSignInCancelled: "Has cancel·lat l'inici de sessió.",
      socialEmailMissing:
        'El proveïdor no ens ha donat el teu correu electrònic, i el teu compte el necessita.',
      socialEmailNotVerified:
        "Ja hi ha un compte amb aquest correu i el proveïdor no l'ha verificat. Inicia la sessió amb la teva contrasenya.",
    },
    profileImage: {
      label: 'Foto de perfil',
      hint: 'JPEG, PNG o WebP, 2 MB com a màxim',
      wrongType: 'Aquest fitxer no és una imatge JPEG, PNG o WebP',
      tooLarge: 'Aquesta imatge ocupa més de 2 MB',
      uploaded: 'Foto de perfil desada',
      preview: 'La teva foto de perfil',
      remove: 'Treu la foto',
      removed: "S'ha tret la foto de perfil",
    },
  },
  accounts: {
    activateTitle: 'Activació del compte',
    activating: "S'està activant el compte…",
    activated: 'Compte activat',
    activatedText: 'Gràcies per confirmar el teu correu electrònic.',
    notActivated: "No s'ha pogut activar el compte",
    toShop: 'Entra a la botiga',
    forgotLink: 'Has oblidat la contrasenya?',
    forgotTitle: 'Recupera la contrasenya',
    forgotIntro: "Escriu el teu correu electrònic i t'enviarem un enllaç per triar una contrasenya nova.",
    email: 'Correu electrònic',
    sendLink: "Envia l'enllaç",
    forgotSent:
      "Si hi ha un compte amb aquest correu, t'hi hem enviat un enllaç. És vàlid durant 1 hora. Mira també la carpeta del correu brossa.",
    tooManyRequests: 'Massa sol·licituds. Torna-ho a provar més tard.',
    resetTitle: 'Tria una contrasenya nova',
    newPassword: 'Contrasenya nova',
    confirmPassword: 'Repeteix la contrasenya',
    savePassword: 'Desa la contrasenya',
    askAgain: 'Demana un enllaç nou',
    ownData: 'Les teves dades',
    exportData: 'Descarrega les meves dades',
    exportHint: 'El teu perfil, les comandes, els comentaris i les valoracions en un fitxer JSON.',
    deleteAccount: 'Suprimeix el meu compte',
    deleteHint:
      "S'esborren el teu compte i les teves dades personals. Els teus comentaris queden com a «compte suprimit», i de les comandes només es conserva el que exigeix la comptabilitat.",
    deleteQuestion: 'Vols suprimir el teu compte per sempre?',
    deleteMessage: "S'esborraran el teu compte i les teves dades personals. No es pot desfer.",
    password: 'Contrasenya',
  },
  stockAlerts: {
    title: 'Els meus avisos de llibres esgotats',
    intro: "T'escrivim una sola vegada, quan el llibre torna a estar disponible.",
    empty: "No tens cap avís. En un llibre esgotat, prem «Avisa'm quan torni».",
    book: 'Llibre',
    since: 'Demanat el',
    status: 'Estat',
    statuses: {
      unconfirmed: 'Sense confirmar',
      waiting: 'En espera',
      sent: 'Enviat',
      cancelled: 'Cancel·lat',
    } as Record<string, string>,
    cancel: (book: string) => `Cancel·la l'avís de «${book}»`,
    cancelled: 'Avís cancel·lat',
    confirmTitle: "Confirma l'avís",
    confirming: "S'està confirmant l'avís…",
    confirmed: 'Avís activat',
    confirmedText: (book: string) => `T'escriurem quan «${book}» torni a estar disponible.`,
    notConfirmed: "No s'ha pogut activar l'avís",
    unsubscribeTitle: 'Cancel·la els meus avisos',
    unsubscribing: "S'estan cancel·lant els teus avisos…",
    unsubscribed: 'Avisos cancel·lats',
    unsubscribedText: (count: number) =>
      count === 0
        ? 'No tenies cap avís pendent.'
        : `Hem cancel·lat ${count === 1 ? 'el teu avís' : `els teus ${count} avisos`}: no t'escriurem més.`,
    notUnsubscribed: "No s'han pogut cancel·lar els avisos",
    toShop: 'Vés a la botiga',
  },
};

/** The account pages' texts (`accountWords.ts`) in Catalan. */
export const catalanAccountWords = withKitPack<(typeof accountWords)['esp']>(
  {
    signInForm: caGroups.signInForm,
    signUpForm: caGroups.signUpForm,
    accountSettingsForm: caGroups.accountSettingsForm,
    socialSignIn: caGroups.socialSignIn,
  },
  own,
);
