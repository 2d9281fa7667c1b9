/**
 * The Catalan of the shop's mails, keyed as `mails.ts` keys its Spanish ones (`shopName`, and `texts` by
 * mail), for when Catalan is one of the shop's languages. The shape is `mails.ts`'s `MailText`.
 */

/** The shop's name as its Catalan pages write it, its first letter apart. */
export const catalanShopName = { first: 'L', rest: 'libreria Barcelona' };

export const catalanMailTexts = {
  activation: {
    subject: 'Activa el teu compte de Llibreria Barcelona',
    greeting: (name: string) => `Hola, ${name}:`,
    lines: [
      'Et donem la benvinguda a Llibreria Barcelona. Confirma el teu correu electrònic per activar el compte.',
    ],
    button: 'Activa el meu compte',
    linkIntro: 'Si el botó no funciona, obre aquest enllaç:',
    validity: "L'enllaç és vàlid durant 48 hores i només es pot fer servir una vegada.",
    ignore: "Si no t'has registrat tu, no facis cas d'aquest correu.",
  },
  passwordReset: {
    subject: 'Canvia la contrasenya del teu compte de Llibreria Barcelona',
    greeting: (name: string) => `Hola, ${name}:`,
    lines: ['Algú (segurament tu) ha demanat canviar la contrasenya del teu compte.'],
    button: 'Tria una contrasenya nova',
    linkIntro: 'Si el botó no funciona, obre aquest enllaç:',
    validity: "L'enllaç és vàlid durant 1 hora i només es pot fer servir una vegada.",
    ignore: "Si no ho has demanat tu, no facis cas d'aquest correu: la contrasenya no canviarà.",
  },
};
