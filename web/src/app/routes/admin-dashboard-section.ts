import type { ComponentType } from 'react';

/** One section of the admin dashboard as its menu (phones) and its tabs (wider screens) show it. */
export interface DashboardSection {
  /** The value of ?tab=. */
  value: string;
  /** Its name, in the reader's language. */
  label: string;
  Icon: ComponentType;
  /** Fetches the section's code ahead of its first drawing. */
  preload: () => Promise<void>;
}

export const tabId = (value: string) => `admin-tab-${value}`;
export const panelId = (value: string) => `admin-tabpanel-${value}`;

/** The height of the tab bar (its tabs' 56 px and the outline): what the dashboard keeps free while the tabs' chunk comes. */
export const SECTION_TABS_HEIGHT = 58;
