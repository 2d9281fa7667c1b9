export {
  type BasketLineItem,
  BasketTable,
  type BasketTableLabels,
  type BasketTableProps,
} from './BasketTable';
