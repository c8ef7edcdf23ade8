import { config } from 'zod/v4/core';

// The Content-Security-Policy allows no eval. Unless told to run without it, zod probes for eval
// (new Function) as it builds its object schemas, and the browser reports every probe as a policy
// violation. main-app.tsx imports this module first, before any schema is built. zod's core alone
// (the one global setting all of zod reads), so that the first page's code does not carry all of zod.
config({ jitless: true });
