import type { MenuSuggestions, SuggestionField } from '../utils/menu-suggestions.ts';

/**
 * The two places the menu is managed from (admin-area.md "Menu management" and section 9): the
 * admin dashboard's Menu tab, and the older /menu-management page, which has the same functions
 * without Edit Menu and its own suggestion limits.
 */
export type MenuManagementMode = 'admin' | 'legacy';

export interface MenuModeSettings {
  /** The Edit Menu (by date) button. */
  editByDate: boolean;
  /** How many suggestions each field's dropdown lists. */
  suggestionLimits: Record<SuggestionField, number>;
  /** The dropdown closes this long after its field loses focus. */
  suggestionCloseDelayMs: number;
}

export const MENU_MODES: Record<MenuManagementMode, MenuModeSettings> = {
  admin: {
    editByDate: true,
    suggestionLimits: { menuItem: 8, description: 6, price: 8, calories: 8, imageUrl: 6 },
    suggestionCloseDelayMs: 200,
  },
  legacy: {
    editByDate: false,
    suggestionLimits: { menuItem: 6, description: 6, price: 8, calories: 8, imageUrl: 6 },
    suggestionCloseDelayMs: 150,
  },
};

/** What a field's suggestion dropdown offers in this place: the earlier values, how many it lists, how soon it closes. */
export function fieldSuggestions(suggestions: MenuSuggestions, settings: MenuModeSettings, field: SuggestionField) {
  return { values: suggestions[field], limit: settings.suggestionLimits[field], closeDelayMs: settings.suggestionCloseDelayMs };
}
