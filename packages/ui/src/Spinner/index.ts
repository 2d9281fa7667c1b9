export { Hidden as VisuallyHidden, Spinner, type SpinnerProps } from './Spinner';
