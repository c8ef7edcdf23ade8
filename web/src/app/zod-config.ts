import { z } from 'zod';

// The Content-Security-Policy allows no eval. Unless told to run without it, zod probes for eval
// (new Function) as it builds its object schemas, and the browser reports every probe as a policy
// violation. main.tsx imports this module first, before any schema is built.
z.config({ jitless: true });
