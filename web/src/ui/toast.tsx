import { lazy } from 'react';
import { announce } from './live-region.ts';
import type { ToastOptions } from './toast-options.ts';

// The toasts' library comes after the first paint: no page needs a toast before it is used.
const loadToaster = () => import('./toaster.tsx');

/** Where the toasts appear; mount once, inside the theme (AppProviders), once `firstToastAsked` has resolved. */
export const Toaster = lazy(async () => ({ default: (await loadToaster()).Toaster }));

let markAsked: () => void = () => undefined;
/** Resolves when the first toast is asked for: no page needs the toasts' library before, so a first visit downloads none of it. */
export const firstToastAsked = new Promise<void>((resolve) => (markAsked = resolve));

function show(options: ToastOptions): void {
  markAsked();
  const { title, description, variant = 'default' } = options;
  announce(description ? `${title}. ${description}` : title, variant === 'destructive' ? 'assertive' : 'polite');
  void loadToaster().then(({ showToast }) => showToast(options));
}

/**
 * Shows a toast; only one is visible at a time (spec section 9): a new one replaces the one on
 * screen. Its text is also read out through the page's live region.
 */
export function useToast(): (options: ToastOptions) => void {
  return show;
}
