import { useEffect, useState } from 'react';
import { graphql } from '../gql/gql.ts';

export interface SchoolSettings {
  timeZone: string;
}

/** The schools' settings as the server holds them (menu's `schoolSettings`, the SCHOOL_TIMEZONE setting). */
export const SCHOOL_SETTINGS_QUERY = graphql(`
  query SchoolSettings {
    schoolSettings {
      timeZone
    }
  }
`);

/**
 * The schools' time zone: every menu week, deadline and date on screen is read in it. It comes
 * from the server, and SchoolSettingsGate renders no screen before it has arrived, so a screen
 * reading it never sees a guess. A binding rather than a React context: rules outside components
 * (messages built in callbacks) read it too.
 */
export let schoolTimeZone = '';

/** Takes the server's settings (idempotent, so the gate may call it on every render). */
export function applySchoolSettings(settings: SchoolSettings): void {
  schoolTimeZone = settings.timeZone;
}

/**
 * The current instant, refreshed every `refreshMs` so deadlines turn red while a screen stays
 * open. The services check every rule again with their own clock.
 */
export function useNow(refreshMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), refreshMs);
    return () => window.clearInterval(timer);
  }, [refreshMs]);
  return now;
}
