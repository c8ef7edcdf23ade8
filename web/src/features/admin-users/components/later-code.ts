import type { ComponentType } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { idleMoment } from '../../../lib/idle-moment.ts';

/**
 * The Users tab's code its first screen does without (issue 34): the dialogs' forms and schemas,
 * MUI's Dialog under them all, and the tooltip of the administrator's own role button with MUI's
 * Popper under it. Chunks of their own, fetched ahead of the tap that needs them: a dialog fetched
 * only at its tap was still being compiled when the tap was to be painted on a loaded phone (INP).
 */
export const loadDialogs = {
  email: () => import('./send-email-dialog.tsx'),
  edit: () => import('./edit-user-dialog.tsx'),
  role: () => import('./role-change-dialog.tsx'),
  staffRole: () => import('./staff-role-dialog.tsx'),
  confirm: () => import('../../../ui/confirm-dialog.tsx'),
};

type Tooltip = ComponentType<TooltipProps>;
let tooltip: Tooltip | undefined;
const tooltipListeners = new Set<() => void>();

/** The own role button's tooltip, kept here once its code has run, for the rows drawn after. */
async function loadTooltip(): Promise<void> {
  tooltip = (await import('@mui/material/Tooltip')).default;
  for (const listener of tooltipListeners) listener();
}

/** useSyncExternalStore's view of the tooltip's code: undefined until it has come (and on the server, which draws the row without it). */
export const tooltipCode = {
  subscribe(listener: () => void): () => void {
    tooltipListeners.add(listener);
    return () => void tooltipListeners.delete(listener);
  },
  current: (): Tooltip | undefined => tooltip,
  drawn: (): Tooltip | undefined => undefined,
};

/**
 * One module graph per step: a chunk's modules run, with those of its imports that have not run
 * yet, in one task once its last file is here. Fetched all at once after the table was shown, the
 * dialogs' modules (zod, the schemas, MUI's Dialog and fields) ran in the page's longest tasks after
 * its first paint. The large shared parts come first (MUI's Dialog with the confirmation, zod), so
 * that each step after them runs little of its own.
 */
const STEPS: ReadonlyArray<() => Promise<unknown>> = [
  loadDialogs.confirm,
  loadDialogs.role,
  // zod, with the e-mail's schemas: not zod's own index, whose every export a dynamic import would keep.
  () => import('@lunchbox/domain/communication-schemas'),
  loadDialogs.edit,
  loadDialogs.email,
  loadDialogs.staffRole,
  loadTooltip,
];
/** The first step not started yet. */
let nextStep = 0;
let warmingUp = false;

/** Fetches and runs the steps one by one, each in an idle moment once the one before has run (its task ended). */
export async function loadLaterCodeWhenIdle(): Promise<void> {
  if (warmingUp) return;
  warmingUp = true;
  while (nextStep < STEPS.length) {
    await idleMoment(5000);
    if (nextStep >= STEPS.length) break;
    await STEPS[nextStep++]!().catch(() => undefined);
  }
}

/**
 * The pointer or the focus came into the table: a tap may follow at once, so whatever has not come yet
 * is fetched now. Not at the tap itself: on a phone the pointer comes in with the tap, and starting the
 * fetches then delayed the dialog's opening.
 */
export function loadLaterCodeNow(): void {
  while (nextStep < STEPS.length) STEPS[nextStep++]!().catch(() => undefined);
}
