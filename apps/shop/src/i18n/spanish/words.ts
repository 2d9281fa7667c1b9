import { shopIdentity, spanishCategoryNames } from '@bookshop/contract';
import { esGroups } from '@bookshop/ui';
import { withKitGroups } from '../kitPack';

/**
 * The shop's common texts in Spanish (`words.ts` says which): a module of their own, which only a
 * Spanish reader's first page loads (the server preloads it for them).
 */
const ownEsp = {
  siteTitle: shopIdentity.name.esp,
  /** The category names (the contract's, which the server's page heads read too). */
  categoryNames: spanishCategoryNames,
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
    languageNames: esGroups.languageNames,
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

export const spanishShopWords = esp;
