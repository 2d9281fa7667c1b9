import { type InLanguages, shopIdentity } from '@bookshop/contract';
import { type BookshopLabels, enGroups, esGroups } from '@bookshop/ui';
import { type OverKitPack, withKitGroups } from './kitPack';
import { withLoadedWords } from './languageWords';

/**
 * The shop's common texts in Spanish: those of the layout and of the pages any reader may land on first
 * (with `categories.ts`, `textPages.ts` and, for the forms, `errors.ts`). The back office's, the account
 * pages' and the orders' texts are in `backOfficeWords.ts`, `accountWords.ts`, `orderWords.ts` and
 * `uploadWords.ts`, the lists' and the main page's in `catalogueWords.ts`, the contacts page's in
 * `contactsWords.ts`, loaded with their pages (`area.tsx`): a book page carries none of them. The kit's
 * components take their texts from the groups named after them (`bookCard`, `topBar`, ...): the whole
 * dictionary is the kit provider's `labels`. The shop's own screens read the texts above the groups, and
 * a group's text where they show the same words. The groups are the kit's own (`esGroups`, `enGroups`,
 * named one by one so the first page carries only these): below are only the texts the shop words its way.
 */
const ownEsp = {
  siteTitle: shopIdentity.name.esp,
  skipToContent: 'Saltar al contenido',
  addedToBasket: (name: string, count: number, books: string) =>
    `«${name}» añadido a la cesta. En la cesta: ${count} ${books}.`,
  basketMerged: (copies: number, books: string, count: number) =>
    `Hemos pasado a tu cuenta la cesta que tenías guardada (${copies} ${books}). En la cesta: ${count}.`,
  contacts: 'Contactos',
  aboutUs: 'Sobre nosotros',
  searchFailed: 'La búsqueda no está disponible ahora. Inténtalo de nuevo.',
  account: 'Mi cuenta',
  accountSections: 'Secciones de mi cuenta',
  myOrders: 'Mis pedidos',
  myStockAlerts: 'Mis avisos',
  settings: 'Ajustes',
  signOut: 'Cerrar sesión',
  alreadyLoggedIn: 'Ya has iniciado sesión',
  saved: 'Cambios guardados',
  admin: 'Administración',
  addToCatalogue: 'Añadir al catálogo',
  yourRating: 'Tu valoración',
  comments: 'Comentarios',
  guestComment: 'Solo los usuarios registrados pueden comentar libros',
  guestLike: 'Solo los usuarios registrados pueden valorar comentarios',
  guestRate: 'Solo los usuarios registrados pueden valorar libros',
  bookLanguageNames: { esp: 'Español', eng: 'Inglés', cat: 'Catalán' } as Record<string, string>,
  related: {
    byAuthor: 'Más de este autor',
    sameCategory: 'De la misma categoría',
    previous: (shelf: string) => `Anteriores: ${shelf}`,
    next: (shelf: string) => `Siguientes: ${shelf}`,
  },
  loadError: 'No se ha podido cargar esta página.',
  retry: 'Reintentar',
  fieldInvalid: 'Este campo no es válido',
  somethingFailed: 'No se ha podido hacer. Inténtalo de nuevo.',
  languageNames: { esp: 'Español', eng: 'English' },
  services: 'Servicios',
  help: 'Ayuda',
  forAuthors: 'Para autores',
  forPublishers: 'Para editoriales',
  returns: 'Devoluciones',
  delivery: 'Entrega',
  yearLine: `© 2021 ${shopIdentity.name.esp}`,
  footer: { nav: shopIdentity.name.esp, social: 'Redes sociales' },
  shelf: { previous: 'Anteriores', next: 'Siguientes' },
  /** The edition (issue 38): how a book is made, and its place in its series. */
  bookFormats: { paperback: 'Tapa blanda', hardback: 'Tapa dura', ebook: 'Libro electrónico' },
  seriesLine: (series: string, number: number | null) => (number ? `${series}, n.º ${number}` : series),
  /** "Avísame" (issue 38): a sold-out book's page. */
  notifyMe: {
    ask: 'Avísame cuando vuelva',
    asked: 'Te avisaremos por correo electrónico cuando vuelva a haber ejemplares.',
    email: 'Tu correo electrónico',
    guestHint: 'Te enviaremos un enlace para confirmarlo.',
    sent: 'Revisa tu correo: abre el enlace que te hemos enviado para activar el aviso.',
    failed: 'No se ha podido guardar el aviso. Inténtalo de nuevo.',
    myAlerts: 'Ver mis avisos',
  },
  notFound: {
    text: 'Parece que te has perdido: la página que buscas no está disponible.',
  },
  /** Stock (issue 20): why a basket or an order refused a book (the back office's in `backOfficeWords.ts`). */
  stock: {
    refused: (name: string, stock: number, reason: 'notEnoughStock' | 'bookWithdrawn') =>
      reason === 'bookWithdrawn'
        ? `«${name}» ya no está a la venta: quítalo de la cesta para hacer el pedido.`
        : stock === 0
          ? `«${name}» está agotado: quítalo de la cesta para hacer el pedido.`
          : `Solo ${stock === 1 ? 'queda 1 ejemplar' : `quedan ${stock} ejemplares`} de «${name}».`,
  },
  /** Accounts (issue 19): the layout's and the comments' texts (the account pages' in `accountWords.ts`). */
  accounts: {
    unactivatedNotice: 'Confirma tu correo electrónico con el enlace que te hemos enviado.',
    resend: 'Reenviar',
    resent: 'Te hemos enviado un enlace nuevo.',
    tooManyResends: 'Ya te hemos enviado varios enlaces. Inténtalo más tarde.',
    deletedAccount: 'cuenta eliminada',
    legal: 'Legal',
    legalNotice: 'Aviso legal',
    privacyPolicy: 'Política de privacidad',
    cookieNotice: 'Cookies',
  },
};

const esp = withKitGroups(
  {
    topBar: esGroups.topBar,
    searchBox: esGroups.searchBox,
    searchPanel: esGroups.searchPanel,
    navBar: esGroups.navBar,
    basketWidget: esGroups.basketWidget,
    footer: esGroups.footer,
    spinner: esGroups.spinner,
    breadcrumbs: esGroups.breadcrumbs,
    bookCard: esGroups.bookCard,
    rating: esGroups.rating,
    shelf: esGroups.shelf,
    bookDetails: esGroups.bookDetails,
    guestNotice: esGroups.guestNotice,
    commentForm: esGroups.commentForm,
    commentList: esGroups.commentList,
    notFound: esGroups.notFound,
    confirmDialog: esGroups.confirmDialog,
    stockBadge: esGroups.stockBadge,
  },
  ownEsp,
);

/** Every text a screen of the shop can show, in one language. */
export type Words = typeof esp;

/** The same texts in English. */
const ownEng: OverKitPack<Words> = {
  siteTitle: shopIdentity.name.eng,
  skipToContent: 'Skip to content',
  addedToBasket: (name: string, count: number, books: string) =>
    `"${name}" added to the basket. In the basket: ${count} ${books}.`,
  basketMerged: (copies: number, books: string, count: number) =>
    `The basket you had saved is now in your account (${copies} ${books}). In the basket: ${count}.`,
  contacts: 'Contacts',
  aboutUs: 'About us',
  searchFailed: 'Search is not available right now. Please try again.',
  account: 'My account',
  accountSections: 'Sections of my account',
  myOrders: 'My orders',
  myStockAlerts: 'My alerts',
  settings: 'Settings',
  signOut: 'Sign out',
  alreadyLoggedIn: 'You are already logged in',
  saved: 'Changes saved',
  admin: 'Administration',
  addToCatalogue: 'Add to the catalogue',
  yourRating: 'Your rating',
  comments: 'Comments',
  guestComment: 'Only registered users can comment books',
  guestLike: 'Only registered users can like comments',
  guestRate: 'Only registered users can rate books',
  bookLanguageNames: { esp: 'Spanish', eng: 'English', cat: 'Catalan' },
  related: {
    byAuthor: 'More by this author',
    sameCategory: 'From the same category',
    previous: (shelf: string) => `Previous: ${shelf}`,
    next: (shelf: string) => `Next: ${shelf}`,
  },
  loadError: 'This page could not be loaded.',
  retry: 'Try again',
  fieldInvalid: 'This field is not valid',
  somethingFailed: 'That did not work. Please try again.',
  languageNames: { esp: 'Español', eng: 'English' },
  services: 'Services',
  help: 'Help',
  forAuthors: 'For authors',
  forPublishers: 'For publishing houses',
  returns: 'Returns',
  delivery: 'Delivery',
  yearLine: `© 2021 ${shopIdentity.name.eng}`,
  footer: { nav: shopIdentity.name.eng, social: 'Social networks' },
  bookCard: {
    rating: (value: number) => `Rating: ${value} of 5`,
  },
  bookFormats: { paperback: 'Paperback', hardback: 'Hardback', ebook: 'Ebook' },
  seriesLine: (series: string, number: number | null) => (number ? `${series}, no. ${number}` : series),
  notifyMe: {
    ask: 'Tell me when it is back',
    asked: 'We will email you when there are copies again.',
    email: 'Your email address',
    guestHint: 'We will send you a link to confirm it.',
    sent: 'Check your email: open the link we sent you to turn the alert on.',
    failed: 'The alert could not be saved. Please try again.',
    myAlerts: 'See my alerts',
  },
  notFound: {
    text: "Look like you're lost: the page you are looking for is not available.",
    link: 'Back to the main page',
  },
  /** Stock (issue 20): why a basket or an order refused a book (the back office's in `backOfficeWords.ts`). */
  stock: {
    refused: (name: string, stock: number, reason: 'notEnoughStock' | 'bookWithdrawn') =>
      reason === 'bookWithdrawn'
        ? `“${name}” is no longer sold: take it out of the basket to order.`
        : stock === 0
          ? `“${name}” is sold out: take it out of the basket to order.`
          : `Only ${stock === 1 ? '1 copy' : `${stock} copies`} of “${name}” left.`,
  },
  /** Accounts (issue 19): the layout's and the comments' texts (the account pages' in `accountWords.ts`). */
  accounts: {
    unactivatedNotice: 'Confirm your email address with the link we sent you.',
    resend: 'Resend',
    resent: 'We have sent you a new link.',
    tooManyResends: 'We have already sent you several links. Try again later.',
    deletedAccount: 'deleted account',
    legal: 'Legal',
    legalNotice: 'Legal notice',
    privacyPolicy: 'Privacy policy',
    cookieNotice: 'Cookies',
  },
};

const eng: Words = withKitGroups(
  {
    topBar: enGroups.topBar,
    searchBox: enGroups.searchBox,
    searchPanel: enGroups.searchPanel,
    navBar: enGroups.navBar,
    basketWidget: enGroups.basketWidget,
    footer: enGroups.footer,
    spinner: enGroups.spinner,
    breadcrumbs: enGroups.breadcrumbs,
    bookCard: enGroups.bookCard,
    rating: enGroups.rating,
    shelf: enGroups.shelf,
    bookDetails: enGroups.bookDetails,
    guestNotice: enGroups.guestNotice,
    commentForm: enGroups.commentForm,
    commentList: enGroups.commentList,
    notFound: enGroups.notFound,
    confirmDialog: enGroups.confirmDialog,
    stockBadge: enGroups.stockBadge,
  },
  ownEng,
);

/** The kit's groups among the common words. */
type CommonKitGroups = Extract<keyof Words, keyof BookshopLabels>;

/**
 * The dictionary of each language; typed as the kit's labels of its groups too, so no kit text can be
 * missing. The kit's other groups are in the modules of the pages that show them (`area.tsx`).
 */
export const shopWords: InLanguages<Words & Pick<BookshopLabels, CommonKitGroups>> = withLoadedWords(
  { esp, eng },
  (words) => words.shop,
);
