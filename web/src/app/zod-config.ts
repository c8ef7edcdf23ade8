// The Content-Security-Policy allows no eval. Unless told to run without it, zod probes for eval
// (new Function) as it builds its object schemas, and the browser reports every probe as a policy
// violation. main-app.tsx imports this module first, before any schema is built. zod keeps its
// settings in one object on globalThis (`__zod_globalConfig`, which its `config()` fills in), read
// when a schema is built: written here ahead of zod, the first page does not download zod's core
// only to set it (content-security-policy.spec.ts fails if zod ever probes again).
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
