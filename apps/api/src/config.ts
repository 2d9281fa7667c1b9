import { join, resolve } from 'node:path';
import { parseShopLanguages, type SocialProvider } from '@bookshop/contract';
import { defaultDataDir, defaultShopDist } from './paths';
import type { RedsysSettings } from './payments/redsys';
import type { SocialSettings } from './routes/social';

/** TRUST_PROXY: "true" trusts every proxy; a list of addresses or CIDRs trusts those; unset trusts none. */
function trustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

/**
 * PUBLIC_URL: the origin readers reach the shop at (`https://shop.example`), written into canonical
 * links, the sitemap and robots.txt; never taken from a request's Host header, which anyone can set.
 */
function publicUrl(value: string | undefined, port: number): string {
  const url = new URL(value || `http://localhost:${port}`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must be an http or https address, not ${value}`);
  }
  return url.origin;
}

/**
 * Social sign-in (README "Social sign-in"): a provider is on when its client id and secret are set;
 * its issuer defaults to the provider's own.
 */
function socialProviders(env: NodeJS.ProcessEnv): SocialSettings {
  const defaults: Record<SocialProvider, { prefix: string; issuer: string }> = {
    facebook: { prefix: 'FACEBOOK', issuer: 'https://www.facebook.com' },
    linkedin: { prefix: 'LINKEDIN', issuer: 'https://www.linkedin.com/oauth' },
  };
  const settings: SocialSettings = {};
  for (const [provider, { prefix, issuer }] of Object.entries(defaults) as [
    SocialProvider,
    (typeof defaults)[SocialProvider],
  ][]) {
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (clientId && clientSecret) {
      settings[provider] = { clientId, clientSecret, issuer: env[`${prefix}_ISSUER`] || issuer };
    }
  }
  return settings;
}

/** A whole number above zero, or undefined when the variable is unset; anything else stops the start. */
function positiveInteger(value: string | undefined, name: string): number | undefined {
  if (!value) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a whole number above 0, not "${value}"`);
  return number;
}

/**
 * Redsys (README "Configuration", docs/operations.md): on when all four are set; some but not all is a
 * mistake that stops the start rather than a shop that silently offers no card.
 */
function redsys(env: NodeJS.ProcessEnv): RedsysSettings | undefined {
  const names = ['REDSYS_URL', 'REDSYS_MERCHANT_CODE', 'REDSYS_TERMINAL', 'REDSYS_SECRET_KEY'] as const;
  const set = names.filter((name) => env[name]);
  if (set.length === 0) return undefined;
  if (set.length < names.length) {
    throw new Error(`Redsys needs ${names.join(', ')}; missing: ${names.filter((n) => !env[n]).join(', ')}`);
  }
  const url = new URL(env.REDSYS_URL ?? '');
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error('REDSYS_URL must be an https address');
  const secretKey = env.REDSYS_SECRET_KEY ?? '';
  // 3DES takes a 24-byte key; Redsys issues it as 32 characters of base64.
  if (Buffer.from(secretKey, 'base64').length !== 24) {
    throw new Error('REDSYS_SECRET_KEY must be the base64 key Redsys issued (24 bytes)');
  }
  return {
    url: url.origin,
    merchantCode: env.REDSYS_MERCHANT_CODE ?? '',
    terminal: env.REDSYS_TERMINAL ?? '',
    secretKey,
  };
}

/** Settings from the environment (README lists them). */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  // Package scripts run inside apps/api; a relative path means relative to where the command was typed.
  const cwd = env.INIT_CWD ?? process.cwd();
  const dataDir = env.DATA_DIR ? resolve(cwd, env.DATA_DIR) : defaultDataDir;
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    publicUrl: publicUrl(env.PUBLIC_URL, port),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    shopDist: env.SHOP_DIST ? resolve(cwd, env.SHOP_DIST) : defaultShopDist,
    sessionSecret: env.SESSION_SECRET || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    outboxDir: env.OUTBOX_DIR ? resolve(cwd, env.OUTBOX_DIR) : join(dataDir, 'outbox'),
    uploadsDir: env.UPLOADS_DIR ? resolve(cwd, env.UPLOADS_DIR) : join(dataDir, 'uploads'),
    importsDir: env.IMPORTS_DIR ? resolve(cwd, env.IMPORTS_DIR) : join(dataDir, 'imports'),
    smtpUrl: env.SMTP_URL || undefined,
    trustProxy: trustProxy(env.TRUST_PROXY),
    metricsToken: env.METRICS_TOKEN || undefined,
    signUpsPerHour: positiveInteger(env.SIGN_UPS_PER_HOUR, 'SIGN_UPS_PER_HOUR'),
    socialProviders: socialProviders(env),
    redsys: redsys(env),
    shopTaxId: env.SHOP_TAX_ID || undefined,
    /** The languages offered, the first the default (SHOP_LANGUAGES, issue 35); Español and English when unset. */
    shopLanguages: parseShopLanguages(env.SHOP_LANGUAGES),
    paymentHoldMinutes: positiveInteger(env.PAYMENT_HOLD_MINUTES, 'PAYMENT_HOLD_MINUTES'),
  };
}
export type Config = ReturnType<typeof readConfig>;
