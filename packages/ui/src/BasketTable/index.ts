export {
  type BasketLineItem,
  BasketTable,
  type BasketTableProps,
} from './BasketTable';
export type { BasketTableLabels } from './labels';
