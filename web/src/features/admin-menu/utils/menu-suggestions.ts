import type { WeeklyMenuItem } from '@lunchbox/domain/menu-items';

/** The text fields that offer suggestions built from existing items (admin-area.md section 9). */
export type SuggestionField = 'menuItem' | 'description' | 'price' | 'calories' | 'imageUrl';

export type MenuSuggestions = Record<SuggestionField, string[]>;

const FIELDS: readonly SuggestionField[] = ['menuItem', 'description', 'price', 'calories', 'imageUrl'];

/** Every distinct non-blank value of each field across the items, the most used first. */
export function buildMenuSuggestions(items: readonly WeeklyMenuItem[]): MenuSuggestions {
  const result = {} as MenuSuggestions;
  for (const field of FIELDS) {
    const counts = new Map<string, number>();
    for (const item of items) {
      const value = (item[field] ?? '').trim();
      if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    result[field] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([value]) => value);
  }
  return result;
}

/** The values the dropdown lists for what is typed: those containing it (any case), not the value itself, at most `limit`. */
export function matchingSuggestions(values: readonly string[], typed: string, limit: number): string[] {
  const needle = typed.trim().toLowerCase();
  const matches: string[] = [];
  for (const value of values) {
    if (matches.length >= limit) break;
    const lower = value.toLowerCase();
    if (needle && (lower === needle || !lower.includes(needle))) continue;
    matches.push(value);
  }
  return matches;
}
