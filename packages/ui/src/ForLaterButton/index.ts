export type { CardsForLater } from './cardHearts';
export { ForLaterButton, type ForLaterButtonProps } from './ForLaterButton';
export type { ForLaterButtonLabels } from './labels';
