export { VisuallyHidden } from './VisuallyHidden';
