import { catalanCategoryNames } from '@bookshop/contract';
import { caGroups } from '@bookshop/ui';
import { type OverKitPack, withKitPack } from '../kitPack';
import type { shopWords } from '../words';

/** The shop's own wording in Catalan: the kit's `ca` pack gives its groups' other texts. */
const own: OverKitPack<(typeof shopWords)['esp']> = {
  siteTitle: 'Llibreria Barcelona',
  /** The category names (the contract's, which the server's page heads read too). */
  categoryNames: catalanCategoryNames,
  skipToContent: 'Salta al contingut',
  addedToBasket: (name: string, count: number, books: string) =>
    `S'ha afegit «${name}» a la cistella. A la cistella: ${count} ${books}.`,
  basketMerged: (copies: number, books: string, count: number) =>
    `Hem passat al teu compte la cistella que tenies desada (${copies} ${books}). A la cistella: ${count}.`,
  contacts: 'Contacte',
  aboutUs: 'Qui som',
  searchFailed: 'Ara mateix la cerca no està disponible. Torna-ho a provar.',
  account: 'El meu compte',
  accountSections: 'Seccions del meu compte',
  myOrders: 'Les meves comandes',
  myStockAlerts: 'Els meus avisos',
  settings: 'Configuració',
  signOut: 'Tanca la sessió',
  alreadyLoggedIn: 'Ja has iniciat la sessió',
  saved: 'Canvis desats',
  admin: 'Administració',
  addToCatalogue: 'Afegeix al catàleg',
  yourRating: 'La teva valoració',
  comments: 'Comentaris',
  guestComment: 'Només els usuaris registrats poden comentar llibres',
  guestLike: 'Només els usuaris registrats poden valorar comentaris',
  guestRate: 'Només els usuaris registrats poden valorar llibres',
  related: {
    byAuthor: "Més d'aquest autor",
    sameCategory: 'De la mateixa categoria',
    previous: (shelf: string) => `Anteriors: ${shelf}`,
    next: (shelf: string) => `Següents: ${shelf}`,
  },
  loadError: "No s'ha pogut carregar aquesta pàgina.",
  retry: 'Torna-ho a provar',
  fieldInvalid: 'Aquest camp no és vàlid',
  somethingFailed: "No s'ha pogut fer. Torna-ho a provar.",
  services: 'Serveis',
  help: 'Ajuda',
  forAuthors: 'Per a autors',
  forPublishers: 'Per a editorials',
  returns: 'Devolucions',
  delivery: 'Lliurament',
  yearLine: '© 2021 Llibreria Barcelona',
  footer: { nav: 'Llibreria Barcelona', social: 'Xarxes socials' },
  shelf: { previous: 'Anteriors', next: 'Següents' },
  bookFormats: { paperback: 'Rústica', hardback: 'Tapa dura', ebook: 'Llibre electrònic' },
  seriesLine: (series: string, number: number | null) => (number ? `${series}, núm. ${number}` : series),
  notifyMe: {
    ask: "Avisa'm quan torni",
    asked: "T'avisarem per correu electrònic quan tornem a tenir exemplars.",
    email: 'El teu correu electrònic',
    guestHint: "T'enviarem un enllaç per confirmar-ho.",
    sent: "Revisa el correu: obre l'enllaç que t'hem enviat per activar l'avís.",
    failed: "No s'ha pogut desar l'avís. Torna-ho a provar.",
    myAlerts: 'Mostra els meus avisos',
  },
  notFound: {
    text: "Sembla que t'has perdut: la pàgina que cerques no està disponible.",
  },
  stock: {
    // The title leads, so that no "de" has to be fitted to it.
    refused: (name: string, stock: number, reason: 'notEnoughStock' | 'bookWithdrawn') =>
      reason === 'bookWithdrawn'
        ? `«${name}» ja no està a la venda: treu-lo de la cistella per fer la comanda.`
        : stock === 0
          ? `«${name}» està esgotat: treu-lo de la cistella per fer la comanda.`
          : `«${name}»: només ${stock === 1 ? 'en queda 1 exemplar' : `en queden ${stock} exemplars`}.`,
  },
  accounts: {
    unactivatedNotice: "Confirma el teu correu electrònic amb l'enllaç que t'hem enviat.",
    resend: "Torna a enviar l'enllaç",
    resent: "T'hem enviat un enllaç nou.",
    tooManyResends: "Ja t'hem enviat diversos enllaços. Torna-ho a provar més tard.",
    deletedAccount: 'compte suprimit',
    legal: 'Informació legal',
    legalNotice: 'Avís legal',
    privacyPolicy: 'Política de privadesa',
    cookieNotice: 'Galetes',
  },
};

/**
 * The shop's common texts (`words.ts`) in Catalan, for when Catalan is one of the shop's languages.
 */
export const catalanShopWords = withKitPack<(typeof shopWords)['esp']>(
  {
    topBar: caGroups.topBar,
    languageNames: caGroups.languageNames,
    searchBox: caGroups.searchBox,
    searchPanel: caGroups.searchPanel,
    navBar: caGroups.navBar,
    basketWidget: caGroups.basketWidget,
    footer: caGroups.footer,
    spinner: caGroups.spinner,
    breadcrumbs: caGroups.breadcrumbs,
    bookCard: caGroups.bookCard,
    rating: caGroups.rating,
    shelf: caGroups.shelf,
    bookDetails: caGroups.bookDetails,
    guestNotice: caGroups.guestNotice,
    commentForm: caGroups.commentForm,
    commentList: caGroups.commentList,
    notFound: caGroups.notFound,
    confirmDialog: caGroups.confirmDialog,
    stockBadge: caGroups.stockBadge,
  },
  own,
);
