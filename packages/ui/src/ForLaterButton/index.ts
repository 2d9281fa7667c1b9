export { ForLaterButton, type ForLaterButtonProps } from './ForLaterButton';
export type { ForLaterButtonLabels } from './labels';
