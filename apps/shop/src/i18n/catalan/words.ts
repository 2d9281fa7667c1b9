import type { shopWords } from '../words';

/**
 * The shop's common texts (`words.ts`) in Catalan, for when Catalan is one of the shop's languages.
 * `languageNames` stays as it is there: each language is offered in its own name.
 */
export const catalanShopWords: (typeof shopWords)['esp'] = {
  siteTitle: 'Llibreria Barcelona',
  skipToContent: 'Salta al contingut',
  addedToBasket: (name: string, count: number, books: string) =>
    `S'ha afegit «${name}» a la cistella. A la cistella: ${count} ${books}.`,
  contacts: 'Contacte',
  aboutUs: 'Qui som',
  searchFailed: 'Ara mateix la cerca no està disponible. Torna-ho a provar.',
  account: 'El meu compte',
  accountSections: 'Seccions del meu compte',
  myOrders: 'Les meves comandes',
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
  bookLanguageNames: { esp: 'Castellà', eng: 'Anglès', cat: 'Català' },
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
  languageNames: { esp: 'Español', eng: 'English' },
  services: 'Serveis',
  help: 'Ajuda',
  forAuthors: 'Per a autors',
  forPublishers: 'Per a editorials',
  returns: 'Devolucions',
  delivery: 'Lliurament',
  yearLine: '© 2021 Llibreria Barcelona',

  topBar: {
    language: 'Idioma',
    signIn: 'Inicia la sessió',
    signUp: "Registra't",
    orders: 'Comandes',
    greeting: (name: string) => `Hola, ${name}`,
    account: 'El meu compte',
  },
  searchBox: { placeholder: 'Cerca llibres, autors, editorials', search: 'Cerca' },
  searchPanel: {
    books: 'Llibres',
    authors: 'Autors',
    publishers: 'Editorials',
    noResults: "No s'ha trobat cap resultat",
    loading: "S'està cercant",
    retry: 'Torna-ho a provar',
  },
  navBar: {
    categories: 'Categories',
    openMenu: 'Menú',
    closeMenu: 'Tanca el menú',
    allIn: (category: string): string => `${category}: tots els llibres`,
  },
  basketWidget: {
    basket: 'Cistella',
    books: (count: number): string => (count === 1 ? 'llibre' : 'llibres'),
    empty: 'La teva cistella és buida',
    goToBasket: 'Mostra la cistella',
  },
  footer: { nav: 'Llibreria Barcelona', social: 'Xarxes socials', toTop: 'Torna amunt' },
  spinner: { loading: "S'està carregant" },
  breadcrumbs: { nav: 'Ruta de navegació', home: 'Inici' },
  bookCard: {
    addToBasket: 'Afegeix a la cistella',
    adding: 'Afegint…',
    rating: (value: number) => `Valoració: ${String(value).replace('.', ',')} de 5`,
  },
  rating: {
    value: (value: number) => `${String(value).replace('.', ',')} ${value === 1 ? 'estrella' : 'estrelles'}`,
  },
  bookDetails: {
    author: 'Autor',
    publisher: 'Editorial',
    pages: 'Pàgines',
    language: 'Llengua',
    year: 'Any',
    categories: 'Categories',
    addToBasket: 'Afegeix a la cistella',
    adding: 'Afegint…',
    soldOutHint: 'Esgotat: ara per ara no es pot afegir a la cistella.',
  },
  guestNotice: { signIn: 'Inicia la sessió' },
  commentForm: { label: 'Escriu un comentari', send: 'Envia' },
  commentList: {
    like: "M'agrada",
    dislike: "No m'agrada",
    delete: 'Suprimeix',
    deleteConfirm: 'Vols suprimir aquest comentari?',
    cancel: 'Cancel·la',
    empty: 'Encara no hi ha comentaris',
  },
  notFound: {
    title: 'Pàgina no trobada',
    text: "Sembla que t'has perdut: la pàgina que cerques no està disponible.",
    link: 'Torna a la pàgina principal',
  },
  confirmDialog: { confirm: 'Confirma', cancel: 'Cancel·la' },
  stockBadge: { inStock: 'En estoc', lastCopies: 'Últimes unitats', soldOut: 'Esgotat' },
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
