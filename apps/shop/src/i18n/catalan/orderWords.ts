import { caGroups } from '@bookshop/ui';
import type { orderWords } from '../../features/orders/orderWords';
import { type OverKitPack, withKitPack } from '../kitPack';

/** The shop's own wording in Catalan: the kit's `ca` pack gives its groups' other texts. */
const own: OverKitPack<(typeof orderWords)['esp']> = {
  orderPlaced: 'Gràcies, la teva comanda ja està feta.',
  orderNotFoundTitle: 'Comanda no trobada',
  orderNotFoundText: 'No trobem aquesta comanda entre les teves.',
  orderError: "No s'ha pogut fer el canvi. Torna-ho a provar.",
  checkoutGuest:
    "Per fer la comanda, inicia la sessió o registra't (la cistella es conserva), o compra sense compte.",
  guestCheckout: {
    title: 'Comprar sense compte',
    continueAsGuest: 'Continua com a convidat',
    email: 'El teu correu electrònic',
    name: 'Nom i cognoms',
    emailHint: "T'enviarem la confirmació i un enllaç privat per seguir la comanda.",
    accountLater:
      'Crear un compte és opcional: si després et registres amb aquest correu i el confirmes, les teves comandes hi apareixeran.',
    followHint:
      "Aquesta pàgina és privada: qui en tingui l'enllaç pot veure la comanda. Desa l'enllaç o fes servir el del nostre correu.",
    followNotFound:
      "Aquest enllaç no porta a cap comanda. Fes servir l'enllaç de l'últim correu que et vam enviar.",
    backToShop: 'Continua comprant',
    followTitle: 'La teva comanda',
    refused: 'El banc no ha acceptat el pagament. Els teus llibres continuen a la cistella.',
  },
  checkoutForm: {
    freeDelivery: 'Lliurament gratuït a Barcelona en 24 hores.',
    operatorDelivery:
      'Fora de Barcelona: un operador es posarà en contacte amb tu per acordar el lliurament.',
  },
  orderDetail: {
    freeDelivery: 'Lliurament gratuït a Barcelona en 24 hores.',
    operatorDelivery: 'Un operador es posarà en contacte amb tu per acordar el lliurament.',
    returnHint: 'Pots tornar els llibres en els 14 dies següents al lliurament.',
  },
  paymentMethods: {
    card_on_delivery: 'Targeta en el lliurament',
    card: 'Targeta',
    bizum: 'Bizum',
  },
  paymentHints: {
    card_on_delivery: 'Pagues amb targeta quan et portem els llibres.',
    card: 'Pagues ara a la pàgina segura del teu banc (Redsys).',
    bizum: 'Pagues ara amb Bizum des del mòbil.',
  },
  paymentStatuses: {
    on_delivery: 'es paga en el lliurament',
    pending: 'esperant la resposta del banc',
    paid: 'pagada',
    refused: "el banc no l'ha acceptat",
    expired: 'el pagament no ha arribat a temps',
    refund_pending: 'devolució en curs',
    refunded: 'import retornat',
    refund_failed: 'el banc ha rebutjat la devolució',
  },
  fullInvoice: 'Vull una factura completa amb el meu NIF',
  invoiceTaxId: 'NIF',
  invoiceName: 'Nom o raó social',
  toBank: 'Et portem a la pàgina de pagament del teu banc…',
  paymentResult: {
    pending: "Estem esperant la confirmació del banc. Aquesta pàgina s'actualitza sola.",
    paid: "Pagament rebut. Gràcies! T'hem enviat la confirmació i la factura per correu.",
    refused: 'El banc no ha acceptat el pagament. Els teus llibres tornen a ser a la cistella.',
    expired:
      "El banc no ha confirmat el pagament a temps: els llibres que et guardàvem tornen a estar a la venda i no se t'ha cobrat res.",
  },
  basketLink: 'Vés a la cistella',
  delivery: {
    legend: 'Com reps els llibres',
    courier: 'Enviament a domicili',
    pickup: 'Recollida a la llibreria',
    pickupAt: (address: string, hours: string) => `Gratis, a ${address}. ${hours}.`,
    askPostcode: "Escriu el codi postal per veure'n el preu i la data de lliurament.",
    checking: "Consultant el preu de l'enviament…",
    free: 'Lliurament gratuït a Barcelona en 24 hores.',
    priced: (price: string, date: string) => `Enviament: ${price}. Arriba el ${date}.`,
    operator:
      "No enviem a aquest codi postal amb tarifa fixa: un operador et trucarà per acordar el lliurament i el preu abans d'enviar-te res.",
    pickupReady: 'Et direm per correu quan la comanda estigui a punt per recollir.',
    unavailable: "No hem pogut consultar el preu de l'enviament. Torna-ho a provar.",
    total: 'Total amb enviament',
    payAtPickup: 'Pagues amb targeta quan recolls els llibres a la llibreria.',
    readyToCollect: 'A punt per recollir',
    markReady: 'Avisa: a punt per recollir',
    readySince: (date: string) => `A punt per recollir des del ${date}`,
    zones: {
      title: "Taula d'enviaments",
      intro:
        'Barcelona (08001–08042) és sempre gratis en 24 hores. Els codis postals que no són a cap zona els gestiona un operador.',
      name: 'Zona',
      postcodeFrom: 'Des del codi postal',
      postcodeTo: 'Fins al codi postal',
      price: 'Preu amb IVA (€)',
      days: 'Dies laborables',
      save: 'Desa',
      remove: 'Treu',
      removeQuestion: (zone: string) => `Vols treure la zona «${zone}»?`,
      removeMessage: (from: string, to: string) =>
        `Les comandes als codis postals del ${from} al ${to} les gestionarà un operador, fins que una zona els torni a cobrir.`,
      add: 'Afegeix la zona',
      newZone: 'Zona nova',
      saved: 'Desat.',
    },
  },
  orderAdmin: {
    resendConfirmation: 'Torna a enviar la confirmació',
    retryRefund: 'Torna a demanar la devolució del pagament',
    mailQueued: "El correu s'enviarà d'aquí a uns segons.",
  },
};

/** The basket's, the checkout's and the orders' texts (`orderWords.ts`) in Catalan. */
export const catalanOrderWords = withKitPack<(typeof orderWords)['esp']>(
  {
    basketTable: caGroups.basketTable,
    checkoutForm: caGroups.checkoutForm,
    orderStatus: caGroups.orderStatus,
    ordersList: caGroups.ordersList,
    orderDetail: caGroups.orderDetail,
  },
  own,
);
