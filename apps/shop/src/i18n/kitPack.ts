import type { BookshopLabels } from '@bookshop/ui';

/** The kit's groups (`topBar`, `signInForm`, ...) among a dictionary's. */
type KitGroupsOf<T> = Extract<keyof T, keyof BookshopLabels>;

/**
 * A dictionary as a language writes it over the kit's pack of that language: the shop's own texts, and
 * of the kit's groups only the texts the shop words its own way.
 */
export type OverKitPack<T> = Omit<T, KitGroupsOf<T>> & { [G in KitGroupsOf<T>]?: Partial<T[G]> };

/**
 * A dictionary composed from the kit's groups of a language (`{ topBar: caGroups.topBar, ... }`, every
 * group the dictionary has, as the type asks) and the shop's own texts: each group is the kit's, with the
 * shop's wording over it, so no text the kit already has is typed again. Naming each group, rather than
 * passing a whole pack, lets a page carry only the groups it shows.
 */
export function withKitPack<T extends object>(
  kit: { [G in KitGroupsOf<T>]: BookshopLabels[G] },
  own: OverKitPack<T>,
): T {
  const composed: Record<string, unknown> = { ...own };
  for (const group of Object.keys(kit) as KitGroupsOf<T>[]) {
    composed[group] = { ...kit[group], ...(own as Partial<T>)[group] };
  }
  return composed as T;
}

/** The kit's groups `K` with the shop's wording (`own`) over them, and the shop's own texts beside. */
export type OverKitGroups<K extends keyof BookshopLabels, O> = Omit<O, K> & {
  [G in K]: BookshopLabels[G] & (G extends keyof O ? O[G] : unknown);
};

/**
 * A dictionary composed from the kit's groups it shows (`{ topBar: esGroups.topBar, ... }`) and the
 * shop's own texts: each group is the kit's, with the shop's wording over it, so no text the kit already
 * has is typed again. Naming each group, rather than passing a whole pack, lets a first page carry only
 * the groups it shows.
 */
export function withKitGroups<K extends keyof BookshopLabels, O extends object>(
  kit: Pick<BookshopLabels, K>,
  own: O,
): OverKitGroups<K, O> {
  const composed = { ...own } as Record<string, unknown>;
  for (const group of Object.keys(kit) as K[]) {
    composed[group] = { ...kit[group], ...(own as Partial<Record<K, object>>)[group] };
  }
  return composed as OverKitGroups<K, O>;
}
