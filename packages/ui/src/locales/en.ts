import { accountSettingsFormLabels } from '../AccountSettingsForm/labels';
import {
  addAuthorFormLabels,
  addBookFormLabels,
  addPublisherFormLabels,
  editBookFormLabels,
} from '../AdminForms/labels';
import { adminOrdersLabels } from '../AdminOrders/labels';
import { authorPublisherPageLabels } from '../AuthorPublisherPage/labels';
import { basketTableLabels } from '../BasketTable/labels';
import { bookCardLabels } from '../BookCard/labels';
import { bookCarouselLabels } from '../BookCarousel/labels';
import { bookDetailsLabels } from '../BookDetails/labels';
import { breadcrumbsLabels } from '../Breadcrumbs/labels';
import { categoryGridLabels } from '../CategoryGrid/labels';
import { checkoutFormLabels } from '../CheckoutForm/labels';
import { commentFormLabels, commentListLabels } from '../Comments/labels';
import { confirmDialogLabels } from '../ConfirmDialog/labels';
import { contactsBlockLabels } from '../ContactsBlock/labels';
import { dataTableLabels } from '../DataTable/labels';
import { entityCarouselLabels } from '../EntityCarousel/labels';
import { filterPanelLabels } from '../FilterPanel/labels';
import { footerLabels } from '../Footer/labels';
import { guestNoticeLabels } from '../GuestNotice/labels';
import { searchBoxLabels, searchPanelLabels } from '../Header/labels';
import { imageSliderLabels } from '../ImageSlider/labels';
import { imageUploaderLabels } from '../ImageUploader/labels';
import { basketWidgetLabels, navBarLabels } from '../NavBar/labels';
import { notFoundLabels } from '../NotFound/labels';
import { orderDetailLabels } from '../OrderDetail/labels';
import { orderStatusLabels } from '../OrderStatus/labels';
import { ordersListLabels } from '../OrdersList/labels';
import { paginationLabels } from '../Pagination/labels';
import { passwordDialogLabels } from '../PasswordDialog/labels';
import { ratingLabels } from '../Rating/labels';
import { resultCountLabels } from '../ResultCount/labels';
import { shelfLabels } from '../Shelf/labels';
import { signInFormLabels } from '../SignInForm/labels';
import { signUpFormLabels } from '../SignUpForm/labels';
import { socialSignInLabels } from '../SocialSignIn/labels';
import { sortSelectLabels } from '../SortSelect/labels';
import { spinnerLabels } from '../Spinner/labels';
import { stockBadgeLabels } from '../StockBadge/labels';
import { topBarLabels } from '../TopBar/labels';
import type { BookshopLabels } from './types';

/** Every text of the kit in English: each component's own defaults, gathered. */
export const en: BookshopLabels = {
  accountSettingsForm: accountSettingsFormLabels,
  addAuthorForm: addAuthorFormLabels,
  addBookForm: addBookFormLabels,
  addPublisherForm: addPublisherFormLabels,
  adminOrders: adminOrdersLabels,
  authorPublisherPage: authorPublisherPageLabels,
  basketTable: basketTableLabels,
  basketWidget: basketWidgetLabels,
  bookCard: bookCardLabels,
  bookCarousel: bookCarouselLabels,
  bookDetails: bookDetailsLabels,
  categoryGrid: categoryGridLabels,
  checkoutForm: checkoutFormLabels,
  commentForm: commentFormLabels,
  commentList: commentListLabels,
  confirmDialog: confirmDialogLabels,
  dataTable: dataTableLabels,
  editBookForm: editBookFormLabels,
  imageUploader: imageUploaderLabels,
  contactsBlock: contactsBlockLabels,
  entityCarousel: entityCarouselLabels,
  filterPanel: filterPanelLabels,
  footer: footerLabels,
  guestNotice: guestNoticeLabels,
  socialSignIn: socialSignInLabels,
  imageSlider: imageSliderLabels,
  navBar: navBarLabels,
  notFound: notFoundLabels,
  orderDetail: orderDetailLabels,
  ordersList: ordersListLabels,
  orderStatus: orderStatusLabels,
  pagination: paginationLabels,
  passwordDialog: passwordDialogLabels,
  rating: ratingLabels,
  resultCount: resultCountLabels,
  breadcrumbs: breadcrumbsLabels,
  searchBox: searchBoxLabels,
  searchPanel: searchPanelLabels,
  shelf: shelfLabels,
  signInForm: signInFormLabels,
  signUpForm: signUpFormLabels,
  sortSelect: sortSelectLabels,
  spinner: spinnerLabels,
  stockBadge: stockBadgeLabels,
  topBar: topBarLabels,
};
