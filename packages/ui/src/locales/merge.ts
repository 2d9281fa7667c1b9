import type { BookshopLabelsOverride } from '../provider/context';

/**
 * Texts from several sources, later ones winning text by text within each component's group:
 * `mergeLabels(es, { bookCard: { addToBasket: 'Comprar' } })` is the Spanish pack with one text changed.
 */
export function mergeLabels(...sources: BookshopLabelsOverride[]): BookshopLabelsOverride {
  const merged: Record<string, object> = {};
  for (const source of sources) {
    for (const [group, texts] of Object.entries(source)) merged[group] = { ...merged[group], ...texts };
  }
  return merged as BookshopLabelsOverride;
}
