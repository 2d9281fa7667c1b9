// The shop's Content-Security-Policy allows no eval. zod probes for it with `new Function` as soon as
// a schema is built, and even that probe is reported as a violation. zod reads its settings from this
// global when it loads. This module is the entry's first import, so it runs before any other module
// (zod itself comes later, with the pages that have forms): no script of its own to fetch on every page.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
