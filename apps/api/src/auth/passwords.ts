import { hash, type Options, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with the library's default costs in production; tests
 * may pass lower costs, still argon2id.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

export function createPasswordHasher(options: Pick<Options, 'memoryCost' | 'timeCost'> = {}): PasswordHasher {
  // Verifying against this when the email is unknown makes both failures take the same time.
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    async verify(passwordHash, password) {
      if (!passwordHash) {
        dummyHash ??= hash('not-a-password', options);
        await verify(await dummyHash, password).catch(() => false);
        return false;
      }
      return verify(passwordHash, password).catch(() => false);
    },
  };
}
