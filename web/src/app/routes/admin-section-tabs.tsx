import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { panelId, tabId, type DashboardSection } from './admin-dashboard-section.ts';

interface AdminSectionTabsProps {
  sections: readonly DashboardSection[];
  selected: string;
  onSelect: (value: string) => void;
}

/**
 * The dashboard's sections on a wider screen: a scrollable row of tabs. A chunk of its own (MUI's
 * tabs), which a phone, shown a menu button instead, never fetches.
 */
export function AdminSectionTabs({ sections, selected, onSelect }: AdminSectionTabsProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ mb: 3 }}>
      <Tabs
        value={selected}
        onChange={(_, value: string) => onSelect(value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('admin.dashboard.sections')}
      >
        {sections.map(({ value, label, Icon, preload }) => (
          <Tab
            key={value}
            // Pointing at a tab or moving to it fetches its code, most often before the click.
            onMouseEnter={() => void preload().catch(() => undefined)}
            onFocus={() => void preload().catch(() => undefined)}
            value={value}
            label={label}
            icon={<Icon />}
            iconPosition="start"
            id={tabId(value)}
            aria-controls={panelId(value)}
            sx={{ minHeight: 56 }}
          />
        ))}
      </Tabs>
    </Paper>
  );
}
