import { useEffect, useState } from 'react';
import { env } from '../config/env.ts';

/** The schools' time zone: every menu week, deadline and date on screen is read in it. */
export const schoolTimeZone = env.schoolTimeZone;

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
