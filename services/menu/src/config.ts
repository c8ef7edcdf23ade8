import { z } from 'zod';
import { commonEnvShape, refuseTestSettingsInProduction, requireInProduction } from '@lunchbox/kit/config';

/** The menu service's settings: the common ones plus its own port. */
export const menuEnvSchema = z
  .object({
    ...commonEnvShape,
    MENU_PORT: z.coerce.number().int().min(0).max(65535).default(4002),
  })
  .superRefine((env, ctx) => {
    refuseTestSettingsInProduction(env, ctx);
    requireInProduction(env, ctx, ['DATABASE_URL', 'JWT_PUBLIC_KEY']);
  });

export type MenuEnv = z.infer<typeof menuEnvSchema>;

/** What the menu rules need from the settings, whichever runtime started the service. */
export interface MenuSettings {
  /** The schools' IANA time zone: "today" and "next week" are read on its calendar. */
  schoolTimeZone: string;
}

export function menuSettingsFrom(env: Pick<MenuEnv, 'SCHOOL_TIMEZONE'>): MenuSettings {
  return Object.freeze({ schoolTimeZone: env.SCHOOL_TIMEZONE });
}
