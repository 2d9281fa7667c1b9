/**
 * A locale pack is a module of this folder named by its BCP 47 tag (`en.ts`, `es.ts`, `ca.ts`,
 * `pt-BR.ts`) that exports the pack under that name (`ptBR` for `pt-BR`). Storybook's language toolbar,
 * and its test run per language, take every such file: a pack added here appears there by itself,
 * whether or not the kit publishes it yet in `localePacks`.
 */
export const PACK_FILE = /^([a-z]{2,3}(?:-[A-Z]{2})?)\.ts$/;

/** The language tag of a pack's file name (`ca.ts` → `ca`), or `undefined` for any other file. */
export function packTag(fileName: string): string | undefined {
  return PACK_FILE.exec(fileName.split('/').pop() ?? '')?.[1];
}

/** The name a pack's module exports it under: its tag without the hyphen (`pt-BR` → `ptBR`). */
export function packExport(tag: string): string {
  return tag.replace('-', '');
}
