export { type PaginationLabels, paginationLabels } from './labels';
export { Pagination, type PaginationProps, visiblePages } from './Pagination';
