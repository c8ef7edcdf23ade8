import type { TFunction } from 'i18next';

/** How the categories read on screen (parent-app.md section 2). */
const CATEGORY_KEYS: Record<string, string> = { general: 'feedback.general', specific: 'feedback.specific' };

export function categoryLabel(t: TFunction, category: string): string {
  const key = CATEGORY_KEYS[category];
  return key ? t(key) : category;
}
