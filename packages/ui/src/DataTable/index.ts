export { DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from './DataTable';
export { type DataTableLabels, dataTableLabels } from './labels';
