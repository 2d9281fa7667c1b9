import { englishCategoryNames, shopIdentity } from '@bookshop/contract';
import { enGroups } from '@bookshop/ui';
import { type OverKitPack, withKitGroups } from '../kitPack';
import type { Words } from '../spanish/words';

/** The shop's common texts in English, a module only an English reader's first page loads. */
const ownEng: OverKitPack<Words> = {
  siteTitle: shopIdentity.name.eng,
  /** The category names (the contract's, which the server's page heads read too). */
  categoryNames: englishCategoryNames,
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
    languageNames: enGroups.languageNames,
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

export const englishShopWords = eng;
