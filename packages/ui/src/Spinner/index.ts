export type { SpinnerLabels } from './labels';
export { Spinner, type SpinnerProps } from './Spinner';
