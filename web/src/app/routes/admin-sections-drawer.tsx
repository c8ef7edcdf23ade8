import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DashboardSection } from './admin-dashboard-section.ts';

interface AdminSectionsDrawerProps {
  open: boolean;
  onClose: () => void;
  sections: readonly DashboardSection[];
  selected: string;
  onSelect: (value: string) => void;
}

/**
 * The dashboard's sections on a phone: a menu sliding in from the left. A chunk of its own (with
 * MUI's drawer and modal), fetched when the person reaches for the button, not with the page.
 */
export function AdminSectionsDrawer({ open, onClose, sections, selected, onSelect }: AdminSectionsDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': t('admin.dashboard.sections'), sx: { width: 280 } } }}>
      <Typography variant="h6" component="p" sx={{ p: 2, fontWeight: 800 }}>
        {t('admin.dashboard.title')}
      </Typography>
      <Box component="nav" aria-label={t('admin.dashboard.sections')}>
        <List>
          {sections.map(({ value, label, Icon, preload }) => (
            <ListItem key={value} disablePadding>
              <ListItemButton
                onFocus={() => void preload().catch(() => undefined)}
                selected={value === selected}
                aria-current={value === selected ? 'page' : undefined}
                onClick={() => {
                  onSelect(value);
                  onClose();
                }}
              >
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
