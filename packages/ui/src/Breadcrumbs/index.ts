export { Breadcrumbs, type BreadcrumbsProps, type Crumb } from './Breadcrumbs';
export { type BreadcrumbsLabels, breadcrumbsLabels } from './labels';
