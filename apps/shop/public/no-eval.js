// The shop's Content-Security-Policy allows no eval. zod probes for it with `new Function` as soon as
// a schema is built, and even that probe is reported as a violation. zod reads its settings from this
// global when it loads; this file runs before the shop's modules (a deferred script placed first).
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
