import type { ReadCache } from './read-cache';

/** What a memo needs of the read cache: its marks, which every catalogue change moves on. */
export type CatalogueVersion = Pick<ReadCache, 'mark' | 'unchangedSince'>;

/**
 * Values worked out from the catalogue (a rendered page, a search's matching books), kept while the
 * catalogue stays as it was when they were worked out. The read cache hears every catalogue change,
 * from any process, so what is kept here is exactly as fresh as its answers; while changes may go
 * unheard nothing is kept. At most `maxEntries` values: the oldest are forgotten first.
 */
export class CatalogueMemo<T> {
  private readonly kept = new Map<string, { value: T; mark: number }>();

  constructor(
    private readonly catalogue: CatalogueVersion,
    private readonly maxEntries: number,
  ) {}

  /** The value kept for `key`, or `work`'s, kept if `keep` says so and nothing changed meanwhile. */
  async get(key: string, work: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    const kept = this.kept.get(key);
    if (kept && this.catalogue.unchangedSince(kept.mark)) return kept.value;
    const mark = this.catalogue.mark();
    const value = await work();
    if (!keep(value) || !this.catalogue.unchangedSince(mark)) return value;
    this.kept.delete(key);
    if (this.kept.size >= this.maxEntries) this.kept.delete(this.kept.keys().next().value ?? '');
    this.kept.set(key, { value, mark });
    return value;
  }
}
