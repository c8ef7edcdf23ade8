import { useRef, type KeyboardEvent } from 'react';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { cssPerTheme } from './theme-css.ts';

/** One tab of a TabStrip: `id` is the tab's own, `controls` its panel's. */
export interface StripTab<Value extends string> {
  value: Value;
  label: string;
  id: string;
  controls: string;
}

interface TabStripProps<Value extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly StripTab<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}

/**
 * MUI's tabs' look (a line under the chosen one, a divider under the row), styled once per theme on
 * the list (ui/theme-css.ts): the chosen tab is its `aria-selected`, so choosing another changes two
 * attributes, and nothing is measured or styled anew.
 */
const stripStyles = (theme: Theme): SxProps<Theme> => ({
  display: 'flex',
  minHeight: 48,
  borderBottom: 1,
  borderColor: 'divider',
  '& [role="tab"]': {
    ...theme.typography.button,
    position: 'relative',
    minWidth: 90,
    maxWidth: 360,
    minHeight: 48,
    padding: '12px 16px',
    border: 0,
    margin: 0,
    background: 'none',
    color: theme.palette.text.secondary,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
  },
  '& [role="tab"][aria-selected="true"]': { color: theme.palette.primary.main },
  '& [role="tab"][aria-selected="true"]::after': {
    content: '""',
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    height: 2,
    backgroundColor: theme.palette.primary.main,
  },
  '& [role="tab"]:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: '-3px' },
});
const stripCss = cssPerTheme(stripStyles);
const TabList = styled('div')(({ theme }) => stripCss(theme));

/**
 * A row of tabs (WAI-ARIA's tabs pattern, as MUI's Tabs behave): the chosen tab is the one in the
 * Tab order; the arrow keys, Home and End move the focus between tabs, and Enter, Space or a tap
 * chooses one. Unlike MUI's Tabs it measures nothing and mounts no ripple: on a phone, MUI's tabs
 * measured themselves and mounted the ripple's styles within the tap, most of the tap's time
 * before anything was drawn (issue 34: INP).
 */
export function TabStrip<Value extends string>({ label, tabs, value, onChange }: TabStripProps<Value>) {
  const list = useRef<HTMLDivElement>(null);
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons[(next + buttons.length) % buttons.length]?.focus();
  };
  return (
    <TabList ref={list} role="tablist" aria-label={label} onKeyDown={moveFocus}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          id={tab.id}
          aria-controls={tab.controls}
          aria-selected={tab.value === value}
          tabIndex={tab.value === value ? 0 : -1}
          onClick={() => {
            if (tab.value !== value) onChange(tab.value);
          }}
        >
          {tab.label}
        </button>
      ))}
    </TabList>
  );
}
