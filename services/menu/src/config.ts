import { z } from 'zod';
import { portSetting, serviceEnvSchema } from '@lunchbox/kit/process/config';

/** The menu service's settings: the common ones plus its own port. */
export const menuEnvSchema = serviceEnvSchema({ MENU_PORT: portSetting(4002).describe("The menu subgraph's port when it runs as its own process.") });

export type MenuEnv = z.infer<typeof menuEnvSchema>;

/** What the menu rules need from the settings, whichever runtime started the service. */
export interface MenuSettings {
  /** The schools' IANA time zone: "today" and "next week" are read on its calendar. */
  schoolTimeZone: string;
}

export function menuSettingsFrom(env: Pick<MenuEnv, 'SCHOOL_TIMEZONE'>): Readonly<MenuSettings> {
  return Object.freeze({ schoolTimeZone: env.SCHOOL_TIMEZONE });
}
