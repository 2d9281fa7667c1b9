import { isLanguage, type Language, languageOfCookie } from '@bookshop/contract';
import type { preValidationAsyncHookHandler } from 'fastify';
import { z } from 'zod';

/**
 * The languages this shop offers (SHOP_LANGUAGES, issue 35), and the one check of a reader's language
 * against them. The contract's schemas take any language the code knows; one the shop does not offer is
 * refused the same way, a 400 naming the field, never taken as another.
 */
export class ShopLanguages {
  private readonly schema: z.ZodType<Language>;

  constructor(readonly offered: readonly [Language, ...Language[]]) {
    this.schema = z.enum(offered);
  }

  /** The shop's first language: a page's when its reader chose none (or one no longer offered). */
  get default(): Language {
    return this.offered[0];
  }

  /**
   * A route's hook (preValidation) that refuses, as the schema refuses any other wrong value, a reader's
   * language in `part`'s `field` that the shop does not offer: a 400 naming the field. A value that is
   * no language at all is left to the route's schema, so that a request with several wrong fields hears
   * of all of them at once. A book's own `language` (the one it is written in) is another field, never
   * checked here.
   */
  check(part: 'params' | 'query' | 'body', field: string): preValidationAsyncHookHandler {
    const schema = z.object({ [field]: this.schema });
    return async (request) => {
      const given: unknown = request[part];
      if (typeof given !== 'object' || given === null) return;
      const value = (given as Record<string, unknown>)[field];
      if (isLanguage(value)) schema.parse({ [field]: value });
    };
  }

  /** The language a `language` cookie names when the shop offers it; the shop's first otherwise. */
  ofCookie(value: string | undefined): Language {
    return languageOfCookie(value, this.offered);
  }
}
