import { configure } from '@testing-library/dom';
import { applySchoolSettings } from '../lib/school-clock.ts';
import i18next from 'i18next';
import { resources } from '@lunchbox/domain/i18n/catalogues';
import { initI18nWith, messageKeyOf } from '../lib/i18n-setup.ts';
import { setMessageReader } from '../lib/i18n.ts';
import { parseWebEnv } from '../config/env-schema.ts';

// What vite.config.ts writes into the build: the defaults, as in a build without VITE_* settings.
(globalThis as { __LUNCHBOX_ENV__?: unknown }).__LUNCHBOX_ENV__ = parseWebEnv({});

// What the app shell's SchoolSettingsGate does once the server has answered, before any screen.
applySchoolSettings({ timeZone: 'America/Los_Angeles' });

// English, as the spec writes it; a key the catalogue lacks throws, so no screen under test shows a raw key.
void initI18nWith({ i18next, resources }, { strictKeys: true, language: 'en' });
setMessageReader(messageKeyOf);

// jsdom has no idle callbacks; a browser runs them once it is idle, which a test's page is at once. The
// toasts wait for one after the first screen (first-screen-shown.tsx), and a test looks for a toast
// within Testing Library's one-second deadline.
window.requestIdleCallback ??= (callback) => window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0);

// A screen's answer drawn as a transition (useDeferredValue, startTransition) is drawn in slices,
// which on a loaded two-core machine took over Testing Library's default one second: its waits
// (waitFor, findBy…) get five, still a deadline that fails a screen that never shows its change.
configure({ asyncUtilTimeout: 5_000 });
