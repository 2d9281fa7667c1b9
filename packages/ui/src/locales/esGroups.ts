import type { BookshopLabels } from './types';

// The kit's Spanish texts, one export per component's group, so that a storefront that shows only some
// components in its first page imports only their groups (`esGroups.topBar`); `es.ts` gathers them all.

const catalogueForm = {
  nameEng: 'Nombre en inglés',
  nameEsp: 'Nombre en español',
  nameCat: 'Nombre en catalán',
  image: 'URL de la imagen',
  submit: 'Añadir',
  requiredHint: 'Rellena todos los campos marcados con *',
};

const stars = (value: number) =>
  `${String(value).replace('.', ',')} ${value === 1 ? 'estrella' : 'estrellas'}`;

export const accountSettingsForm: BookshopLabels['accountSettingsForm'] = {
  profile: 'Ajustes',
  firstName: 'Nombre',
  lastName: 'Apellidos',
  telephone: 'Teléfono',
  changePassword: 'Contraseña nueva',
  currentPassword: 'Contraseña actual',
  newPassword: 'Contraseña nueva',
  save: 'Guardar',
};

export const addAuthorForm: BookshopLabels['addAuthorForm'] = {
  ...catalogueForm,
  title: 'Añadir un autor',
  textEng: 'Biografía en inglés',
  textEsp: 'Biografía en español',
  textCat: 'Biografía en catalán',
};

export const addBookForm: BookshopLabels['addBookForm'] = {
  ...catalogueForm,
  title: 'Añadir un libro',
  textEng: 'Información en inglés',
  textEsp: 'Información en español',
  textCat: 'Información en catalán',
  category: 'Categorías',
  categoryHint: 'Categorías separadas por espacios, p. ej. «classic novel»',
  author: 'Autor',
  publisher: 'Editorial',
  pagesCount: 'Páginas',
  language: 'Idioma del libro',
  year: 'Año',
  price: 'Precio',
  isbn: 'ISBN',
  isbnHint: 'ISBN-13 o ISBN-10, con o sin guiones',
  format: 'Formato',
  formats: { paperback: 'Tapa blanda', hardback: 'Tapa dura', ebook: 'Libro electrónico' },
  translator: 'Traducción',
  series: 'Colección',
  seriesNumber: 'Número en la colección',
};

export const addPublisherForm: BookshopLabels['addPublisherForm'] = {
  ...catalogueForm,
  title: 'Añadir una editorial',
  textEng: 'Información en inglés',
  textEsp: 'Información en español',
  textCat: 'Información en catalán',
};

export const adminOrders: BookshopLabels['adminOrders'] = {
  title: 'Pedidos',
  empty: 'Todavía no hay pedidos',
  loading: 'Cargando',
  order: (number) => `Pedido ${number}`,
  placedOn: 'Realizado el',
  total: 'Total',
  freeDelivery: 'Entrega gratuita',
  operatorDelivery: 'Entrega concertada por teléfono',
  moveTo: {
    awaiting_payment: 'Marcar como pendiente de pago',
    placed: 'Marcar como recibido',
    shipped: 'Marcar como enviado',
    delivered: 'Marcar como entregado',
    cancelled: 'Cancelar',
    return_requested: 'Marcar devolución solicitada',
    returned: 'Aceptar la devolución',
  },
  payment: 'Pago',
  invoices: 'Facturas',
};

export const authorPublisherPage: BookshopLabels['authorPublisherPage'] = {
  books: 'Libros',
  noBooks: 'Todavía no hay libros',
};

export const basketTable: BookshopLabels['basketTable'] = {
  books: 'Libros',
  price: 'Precio',
  quantity: 'Cantidad',
  total: 'Total',
  empty: 'Tu cesta está vacía',
  add: (name) => `Añadir un ejemplar de ${name}`,
  remove: (name) => `Quitar un ejemplar de ${name}`,
};

export const basketWidget: BookshopLabels['basketWidget'] = {
  basket: 'Cesta',
  books: (count) => (count === 1 ? 'libro' : 'libros'),
  empty: 'Tu cesta está vacía',
  goToBasket: 'Ir a la cesta',
};

export const bookCard: BookshopLabels['bookCard'] = {
  addToBasket: 'Añadir a la cesta',
  adding: 'Añadiendo…',
  rating: (value) => `Valoración: ${String(value).replace('.', ',')} de 5`,
};

export const bookCarousel: BookshopLabels['bookCarousel'] = {
  tabs: 'Libros',
  new: 'Novedades',
  popular: 'Populares',
  previous: 'Libros anteriores',
  next: 'Libros siguientes',
  loading: 'Cargando libros',
  empty: 'Todavía no hay libros',
};

export const bookDetails: BookshopLabels['bookDetails'] = {
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
};

export const categoryGrid: BookshopLabels['categoryGrid'] = {
  empty: 'Todavía no hay libros aquí',
  showMore: (shown, total) => `Mostrar más libros (${shown} de ${total})`,
  loading: 'Cargando libros',
};

export const checkoutForm: BookshopLabels['checkoutForm'] = {
  title: 'Entrega y pago',
  street: 'Calle y número',
  postcode: 'Código postal',
  town: 'Ciudad',
  telephone: 'Teléfono',
  payment: 'Pago',
  submit: 'Hacer el pedido',
  sending: 'Enviando tu pedido…',
  freeDelivery: 'Entrega gratuita en esta dirección.',
  operatorDelivery: 'Te llamaremos para concertar la entrega.',
};

export const commentForm: BookshopLabels['commentForm'] = { label: 'Escribe un comentario', send: 'Enviar' };

export const commentList: BookshopLabels['commentList'] = {
  like: 'Me gusta',
  dislike: 'No me gusta',
  delete: 'Eliminar',
  deleteConfirm: '¿Eliminar este comentario?',
  cancel: 'Cancelar',
  empty: 'Todavía no hay comentarios',
};

export const confirmDialog: BookshopLabels['confirmDialog'] = { confirm: 'Confirmar', cancel: 'Cancelar' };

export const passwordDialog: BookshopLabels['passwordDialog'] = {
  password: 'Tu contraseña',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
};

export const dataTable: BookshopLabels['dataTable'] = {
  sortedAscending: 'orden ascendente',
  sortedDescending: 'orden descendente',
  sortable: 'ordenar por esta columna',
  loading: 'Cargando',
  empty: 'No se ha encontrado nada',
};

export const contactsBlock: BookshopLabels['contactsBlock'] = {
  country: 'País',
  region: 'Región',
  town: 'Ciudad',
  street: 'Calle',
  telephone: 'Teléfono',
};

export const editBookForm: BookshopLabels['editBookForm'] = {
  ...catalogueForm,
  title: 'Editar el libro',
  submit: 'Guardar',
  stock: 'Ejemplares en stock',
  stockHint: '0 si está agotado; la tienda dice «últimas unidades» de 3 para abajo',
  textEng: 'Información en inglés',
  textEsp: 'Información en español',
  textCat: 'Información en catalán',
  category: 'Categorías',
  categoryHint: 'Categorías separadas por espacios, p. ej. «classic novel»',
  author: 'Autor',
  publisher: 'Editorial',
  pagesCount: 'Páginas',
  language: 'Idioma del libro',
  year: 'Año',
  price: 'Precio',
  isbn: 'ISBN',
  isbnHint: 'ISBN-13 o ISBN-10, con o sin guiones',
  format: 'Formato',
  formats: { paperback: 'Tapa blanda', hardback: 'Tapa dura', ebook: 'Libro electrónico' },
  translator: 'Traducción',
  series: 'Colección',
  seriesNumber: 'Número en la colección',
};

export const entityCarousel: BookshopLabels['entityCarousel'] = {
  authors: 'Autores',
  publishers: 'Editoriales',
  previous: 'Anteriores',
  next: 'Siguientes',
};

export const filterPanel: BookshopLabels['filterPanel'] = {
  title: 'Filtros',
  from: 'Desde',
  to: 'Hasta',
  apply: 'Aplicar',
  clear: 'Quitar filtros',
  showBooks: (count) => `Ver ${count} ${count === 1 ? 'libro' : 'libros'}`,
  close: 'Cerrar',
};

export const footer: BookshopLabels['footer'] = { nav: 'Sitio', social: 'Síguenos', toTop: 'Volver arriba' };

export const guestNotice: BookshopLabels['guestNotice'] = { signIn: 'Inicia sesión' };

export const socialSignIn: BookshopLabels['socialSignIn'] = {
  heading: 'O continúa con',
  continueWith: (provider: string) => `Continuar con ${provider}`,
};

export const imageUploader: BookshopLabels['imageUploader'] = {
  label: 'Imagen',
  drop: 'Arrastra una imagen aquí, o',
  choose: 'elige un archivo',
  hint: 'JPEG, PNG, WebP o AVIF, 5 MB como máximo',
  uploading: 'Subiendo…',
  uploaded: 'Imagen subida',
  wrongType: 'Este archivo no es una imagen JPEG, PNG, WebP o AVIF',
  tooLarge: 'Esta imagen ocupa más de 5 MB',
  preview: 'Vista previa',
  remove: 'Quitar la imagen',
};

export const imageSlider: BookshopLabels['imageSlider'] = {
  label: 'Destacados',
  pause: 'Pausar los destacados',
  play: 'Reanudar los destacados',
};

export const navBar: BookshopLabels['navBar'] = {
  categories: 'Categorías',
  openMenu: 'Menú',
  closeMenu: 'Cerrar menú',
  allIn: (category: string): string => `Todo en ${category}`,
};

export const notFound: BookshopLabels['notFound'] = {
  title: 'Página no encontrada',
  text: 'La página que buscas no está disponible.',
  link: 'Volver a la página principal',
};

export const orderDetail: BookshopLabels['orderDetail'] = {
  order: (number) => `Pedido ${number}`,
  placedOn: 'Realizado el',
  books: 'Libros',
  quantity: 'Cantidad',
  price: 'Precio',
  total: 'Total',
  delivery: 'Entrega',
  freeDelivery: 'Entrega gratuita.',
  operatorDelivery: 'Te llamaremos para concertar la entrega.',
  telephone: 'Teléfono',
  payment: 'Pago',
  cardOnDelivery: 'Tarjeta en la entrega',
  cancel: 'Cancelar el pedido',
  cancelConfirm: '¿Cancelar este pedido?',
  confirmCancel: 'Sí, cancelarlo',
  keepOrder: 'No, mantenerlo',
  requestReturn: 'Solicitar una devolución',
  returnHint: 'Puedes pedir la devolución de los libros de este pedido.',
  back: 'Volver a mis pedidos',
  invoices: 'Facturas',
};

export const ordersList: BookshopLabels['ordersList'] = {
  empty: 'Todavía no hay pedidos',
  loading: 'Cargando',
  order: (number) => `Pedido ${number}`,
  placedOn: 'Realizado el',
  total: 'Total',
  details: 'Ver el pedido',
};

export const orderStatus: BookshopLabels['orderStatus'] = {
  awaiting_payment: 'Pendiente de pago',
  placed: 'Recibido',
  shipped: 'Enviado',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
  return_requested: 'Devolución solicitada',
  returned: 'Devuelto',
};

export const pagination: BookshopLabels['pagination'] = {
  nav: 'Páginas',
  first: 'Primera página',
  previous: 'Página anterior',
  next: 'Página siguiente',
  last: 'Última página',
  page: (page) => `Página ${page}`,
};

export const rating: BookshopLabels['rating'] = { label: 'Tu valoración', value: stars };

export const breadcrumbs: BookshopLabels['breadcrumbs'] = { nav: 'Ruta de navegación', home: 'Inicio' };

export const resultCount: BookshopLabels['resultCount'] = {
  books: (count) => `${count.toLocaleString('es-ES')} ${count === 1 ? 'libro' : 'libros'}`,
  moreThan: (count) => `Más de ${count.toLocaleString('es-ES')} libros`,
};

export const searchBox: BookshopLabels['searchBox'] = {
  placeholder: 'Buscar libros, autores, editoriales',
  search: 'Buscar',
};

export const searchPanel: BookshopLabels['searchPanel'] = {
  books: 'Libros',
  authors: 'Autores',
  publishers: 'Editoriales',
  noResults: 'No se han encontrado resultados',
  loading: 'Buscando',
  retry: 'Reintentar',
};

export const shelf: BookshopLabels['shelf'] = { previous: 'Anterior', next: 'Siguiente' };

export const signInForm: BookshopLabels['signInForm'] = {
  signIn: 'Iniciar sesión',
  email: 'Correo electrónico',
  password: 'Contraseña',
  noAccount: '¿No tienes cuenta?',
  signUp: 'Registrarse',
};

export const signUpForm: BookshopLabels['signUpForm'] = {
  signUp: 'Registrarse',
  firstName: 'Nombre',
  lastName: 'Apellidos',
  email: 'Correo electrónico',
  telephone: 'Teléfono',
  password: 'Contraseña',
  confirmPassword: 'Repite la contraseña',
  haveAccount: '¿Ya tienes cuenta?',
  signIn: 'Iniciar sesión',
};

export const sortSelect: BookshopLabels['sortSelect'] = { label: 'Ordenar por' };

export const spinner: BookshopLabels['spinner'] = { loading: 'Cargando' };

export const stockBadge: BookshopLabels['stockBadge'] = {
  inStock: 'En stock',
  lastCopies: 'Últimas unidades',
  soldOut: 'Agotado',
};

export const topBar: BookshopLabels['topBar'] = {
  language: 'Idioma',
  signIn: 'Iniciar sesión',
  signUp: 'Registrarse',
  orders: 'Pedidos',
  greeting: (name) => `Hola, ${name}`,
  account: 'Mi cuenta',
};
