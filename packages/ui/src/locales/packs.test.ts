import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localePacks } from './packs';

describe('localePacks', () => {
  it('lists every pack of the folder by its language tag, so a new one reaches Storybook', () => {
    // A pack is a module named by its BCP 47 tag: en.ts, es.ts, ca.ts ...
    const files = readdirSync(import.meta.dirname)
      .map((file) => file.match(/^([a-z]{2,3}(?:-[A-Z]{2})?)\.ts$/)?.[1])
      .filter((tag) => tag !== undefined);
    expect(Object.keys(localePacks).sort()).toEqual(files.sort());
  });

  it('names each pack by a language its browser knows', () => {
    for (const tag of Object.keys(localePacks)) expect(Intl.getCanonicalLocales(tag), tag).toEqual([tag]);
  });
});
