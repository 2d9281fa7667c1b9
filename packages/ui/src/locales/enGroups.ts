// The kit's English texts, one export per component's group: each component's own defaults, so that a
// storefront that shows only some components in its first page imports only their groups
// (`enGroups.topBar`); `en.ts` gathers them all.
export { accountSettingsFormLabels as accountSettingsForm } from '../AccountSettingsForm/labels';
export {
  addAuthorFormLabels as addAuthorForm,
  addBookFormLabels as addBookForm,
  addPublisherFormLabels as addPublisherForm,
  editBookFormLabels as editBookForm,
} from '../AdminForms/labels';
export { languageNamesLabels as languageNames } from '../AdminForms/languageNames';
export { adminOrdersLabels as adminOrders } from '../AdminOrders/labels';
export { authorPublisherPageLabels as authorPublisherPage } from '../AuthorPublisherPage/labels';
export { basketTableLabels as basketTable } from '../BasketTable/labels';
export { bookCardLabels as bookCard } from '../BookCard/labels';
export { bookCarouselLabels as bookCarousel } from '../BookCarousel/labels';
export { bookDetailsLabels as bookDetails } from '../BookDetails/labels';
export { breadcrumbsLabels as breadcrumbs } from '../Breadcrumbs/labels';
export { categoryGridLabels as categoryGrid } from '../CategoryGrid/labels';
export { checkoutFormLabels as checkoutForm } from '../CheckoutForm/labels';
export { commentFormLabels as commentForm, commentListLabels as commentList } from '../Comments/labels';
export { confirmDialogLabels as confirmDialog } from '../ConfirmDialog/labels';
export { contactsBlockLabels as contactsBlock } from '../ContactsBlock/labels';
export { dataTableLabels as dataTable } from '../DataTable/labels';
export { entityCarouselLabels as entityCarousel } from '../EntityCarousel/labels';
export { filterPanelLabels as filterPanel } from '../FilterPanel/labels';
export { footerLabels as footer } from '../Footer/labels';
export { forLaterButtonLabels as forLaterButton } from '../ForLaterButton/labels';
export { guestNoticeLabels as guestNotice } from '../GuestNotice/labels';
export { searchBoxLabels as searchBox, searchPanelLabels as searchPanel } from '../Header/labels';
export { imageSliderLabels as imageSlider } from '../ImageSlider/labels';
export { imageUploaderLabels as imageUploader } from '../ImageUploader/labels';
export { basketWidgetLabels as basketWidget, navBarLabels as navBar } from '../NavBar/labels';
export { notFoundLabels as notFound } from '../NotFound/labels';
export { orderDetailLabels as orderDetail } from '../OrderDetail/labels';
export { orderStatusLabels as orderStatus } from '../OrderStatus/labels';
export { ordersListLabels as ordersList } from '../OrdersList/labels';
export { paginationLabels as pagination } from '../Pagination/labels';
export { passwordDialogLabels as passwordDialog } from '../PasswordDialog/labels';
export { ratingLabels as rating } from '../Rating/labels';
export { resultCountLabels as resultCount } from '../ResultCount/labels';
export { shelfLabels as shelf } from '../Shelf/labels';
export { signInFormLabels as signInForm } from '../SignInForm/labels';
export { signUpFormLabels as signUpForm } from '../SignUpForm/labels';
export { socialSignInLabels as socialSignIn } from '../SocialSignIn/labels';
export { sortSelectLabels as sortSelect } from '../SortSelect/labels';
export { spinnerLabels as spinner } from '../Spinner/labels';
export { stockBadgeLabels as stockBadge } from '../StockBadge/labels';
export { topBarLabels as topBar } from '../TopBar/labels';
