import type { WebEnv } from './env-schema.ts';

/** Written by vite.config.ts from the VITE_* settings it has checked with env-schema.ts. */
declare const __LUNCHBOX_ENV__: WebEnv;

/** The web app's settings, checked when the app was built (see env-schema.ts). */
export const env: Readonly<WebEnv> = Object.freeze(__LUNCHBOX_ENV__);
