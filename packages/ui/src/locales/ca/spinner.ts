import type { BookshopLabels } from '../types';

export const spinner: BookshopLabels['spinner'] = { loading: "S'està carregant" };
