import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The built manifest, or none when the shop was built without one (then nothing is preloaded). */
export async function readManifest(shopDist: string): Promise<Manifest | undefined> {
  try {
    return JSON.parse(await readFile(join(shopDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/**
 * The files of a page's lazily loaded modules (as the manifest names them, from the shop's
 * `pageModules`) that the entry does not already load: the browser would only discover them after
 * running the entry script, so the page names them up front. With them, the words in the reader's
 * language that the entry's and the page's modules load on demand (`readerWords`: the Catalan common
 * words and the page's part's, for a Catalan reader), which the shop waits for before it shows the page.
 */
export function routeFiles(
  manifest: Manifest,
  modules: string[],
  readerWords: (module: string) => boolean = () => false,
): { scripts: string[]; styles: string[] } {
  const loadedByEntry = new Set<string>();
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) collect(imported, into);
  };
  for (const key of entryKeys) collect(key, loadedByEntry);

  const routeKeys = new Set<string>();
  for (const module of modules) collect(module, routeKeys);
  for (const key of [...loadedByEntry, ...routeKeys]) {
    for (const words of manifest[key]?.dynamicImports ?? [])
      if (readerWords(words)) collect(words, routeKeys);
  }
  const keys = [...routeKeys].filter((key) => !loadedByEntry.has(key) && manifest[key]);
  return {
    scripts: keys.map((key) => `/${manifest[key]?.file}`),
    styles: keys.flatMap((key) => manifest[key]?.css ?? []).map((file) => `/${file}`),
  };
}
