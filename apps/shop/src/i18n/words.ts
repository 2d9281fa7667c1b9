import { type InLanguages, shopIdentity } from '@bookshop/contract';
import type { BookshopLabels } from '@bookshop/ui';
import { withLoadedWords } from './languageWords';

/**
 * The shop's common texts in Spanish: those of the layout and of the pages any reader may land on first
 * (with `categories.ts`, `textPages.ts` and, for the forms, `errors.ts`). The back office's, the account
 * pages' and the orders' texts are in `backOfficeWords.ts`, `accountWords.ts`, `orderWords.ts` and
 * `uploadWords.ts`, the lists' and the main page's in `catalogueWords.ts`, the contacts page's in
 * `contactsWords.ts`, loaded with their pages (`area.tsx`): a book page carries none of them. The kit's
 * components take their texts from the groups named after them (`bookCard`, `topBar`, ...): the whole
 * dictionary is the kit provider's `labels`. The shop's own screens read the texts above the groups, and
 * a group's text where they show the same words.
 */
const esp = {
  siteTitle: shopIdentity.name.esp,
  skipToContent: 'Saltar al contenido',
  addedToBasket: (name: string, count: number, books: string) =>
    `«${name}» añadido a la cesta. En la cesta: ${count} ${books}.`,
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

  topBar: {
    language: 'Idioma',
    signIn: 'Iniciar sesión',
    signUp: 'Registrarse',
    orders: 'Pedidos',
    greeting: (name: string) => `Hola, ${name}`,
    account: 'Mi cuenta',
  },
  searchBox: { placeholder: 'Buscar libros, autores, editoriales', search: 'Buscar' },
  searchPanel: {
    books: 'Libros',
    authors: 'Autores',
    publishers: 'Editoriales',
    noResults: 'No se han encontrado resultados',
    loading: 'Buscando',
    retry: 'Reintentar',
  },
  navBar: {
    categories: 'Categorías',
    openMenu: 'Menú',
    closeMenu: 'Cerrar menú',
    allIn: (category: string): string => `Todo en ${category}`,
  },
  basketWidget: {
    basket: 'Cesta',
    books: (count: number): string => (count === 1 ? 'libro' : 'libros'),
    empty: 'Tu cesta está vacía',
    goToBasket: 'Ir a la cesta',
  },
  footer: { nav: shopIdentity.name.esp, social: 'Redes sociales', toTop: 'Volver arriba' },
  spinner: { loading: 'Cargando' },
  breadcrumbs: { nav: 'Ruta de navegación', home: 'Inicio' },
  bookCard: {
    addToBasket: 'Añadir a la cesta',
    adding: 'Añadiendo…',
    rating: (value: number) => `Valoración: ${value} de 5`,
  },
  rating: {
    label: 'Tu valoración',
    value: (value: number) => `${value} ${value === 1 ? 'estrella' : 'estrellas'}`,
  },
  shelf: { previous: 'Anteriores', next: 'Siguientes' },
  bookDetails: {
    author: 'Autor',
    publisher: 'Editorial',
    pages: 'Páginas',
    language: 'Idioma',
    year: 'Año',
    categories: 'Categorías',
    addToBasket: 'Añadir a la cesta',
    adding: 'Añadiendo…',
    soldOutHint: 'Agotado: por ahora no se puede añadir a la cesta.',
    format: 'Formato',
    translator: 'Traducción',
    series: 'Colección',
    isbn: 'ISBN',
  },
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
  guestNotice: { signIn: 'Inicia sesión' },
  commentForm: { label: 'Escribe un comentario', send: 'Enviar' },
  commentList: {
    like: 'Me gusta',
    dislike: 'No me gusta',
    delete: 'Eliminar',
    deleteConfirm: '¿Eliminar este comentario?',
    cancel: 'Cancelar',
    empty: 'Todavía no hay comentarios',
  },
  notFound: {
    title: 'Página no encontrada',
    text: 'Parece que te has perdido: la página que buscas no está disponible.',
    link: 'Volver a la página principal',
  },
  confirmDialog: { confirm: 'Confirmar', cancel: 'Cancelar' },
  /** Stock (issue 20): what the shop says of it, and why a basket or an order refused a book. */
  stockBadge: { inStock: 'En stock', lastCopies: 'Últimas unidades', soldOut: 'Agotado' },
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

/** Every text a screen of the shop can show, in one language. */
export type Words = typeof esp;

/** The same texts in English. */
const eng: Words = {
  siteTitle: shopIdentity.name.eng,
  skipToContent: 'Skip to content',
  addedToBasket: (name: string, count: number, books: string) =>
    `"${name}" added to the basket. In the basket: ${count} ${books}.`,
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

  topBar: {
    language: 'Language',
    signIn: 'Sign in',
    signUp: 'Sign up',
    orders: 'Orders',
    greeting: (name: string) => `Hi, ${name}`,
    account: 'My account',
  },
  searchBox: { placeholder: 'Search books, authors, publishers', search: 'Search' },
  searchPanel: {
    books: 'Books',
    authors: 'Authors',
    publishers: 'Publishers',
    noResults: 'No results found',
    loading: 'Searching',
    retry: 'Try again',
  },
  navBar: {
    categories: 'Categories',
    openMenu: 'Menu',
    closeMenu: 'Close menu',
    allIn: (category: string) => `All in ${category}`,
  },
  basketWidget: {
    basket: 'Basket',
    books: (count: number) => (count === 1 ? 'book' : 'books'),
    empty: 'Your basket is empty',
    goToBasket: 'Go to the basket',
  },
  footer: { nav: shopIdentity.name.eng, social: 'Social networks', toTop: 'Back to top' },
  spinner: { loading: 'Loading' },
  breadcrumbs: { nav: 'Breadcrumb', home: 'Home' },
  bookCard: {
    addToBasket: 'Add to basket',
    adding: 'Adding…',
    rating: (value: number) => `Rating: ${value} of 5`,
  },
  rating: { label: 'Your rating', value: (value: number) => `${value} ${value === 1 ? 'star' : 'stars'}` },
  shelf: { previous: 'Previous', next: 'Next' },
  bookDetails: {
    author: 'Author',
    publisher: 'Publisher',
    pages: 'Pages',
    language: 'Language',
    year: 'Year',
    categories: 'Categories',
    addToBasket: 'Add to basket',
    adding: 'Adding…',
    soldOutHint: 'Sold out: it cannot be added to the basket for now.',
    format: 'Format',
    translator: 'Translator',
    series: 'Series',
    isbn: 'ISBN',
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
  guestNotice: { signIn: 'Sign in' },
  commentForm: { label: 'Write a comment', send: 'Send' },
  commentList: {
    like: 'Like',
    dislike: 'Dislike',
    delete: 'Delete',
    deleteConfirm: 'Delete this comment?',
    cancel: 'Cancel',
    empty: 'No comments yet',
  },
  notFound: {
    title: 'Page not found',
    text: "Look like you're lost: the page you are looking for is not available.",
    link: 'Back to the main page',
  },
  confirmDialog: { confirm: 'Confirm', cancel: 'Cancel' },
  stockBadge: { inStock: 'In stock', lastCopies: 'Last few copies', soldOut: 'Sold out' },
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
