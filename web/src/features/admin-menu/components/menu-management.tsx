import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import { failureMessage } from '../../../lib/server-errors.ts';
import { ConfirmDialog, useConfirmation } from '../../../ui/confirm-dialog.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useAllMenuItems, useDeleteMenuItem } from '../api/admin-menu.ts';
import { useRefreshMenuData } from '../api/refresh-menu-data.ts';
import { MENU_MODES, type MenuManagementMode } from '../utils/menu-modes.ts';
import { deleteQuestion, groupActiveItems, type MenuGroup } from '../utils/menu-groups.ts';
import { buildMenuSuggestions } from '../utils/menu-suggestions.ts';
import { EditMenuByDateDialog } from './edit-menu-by-date-dialog.tsx';
import { MenuGroupCard } from './menu-group-card.tsx';
import { MenuItemEditDialog } from './menu-item-edit-dialog.tsx';
import { WeeklyMenuDialog } from './weekly-menu-dialog.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LoadStates } from '../../../ui/load-states.tsx';
import { useTranslation } from 'react-i18next';

/** `group` is kept while the dialog closes, so its title does not change during the animation. */
interface ItemDialogState {
  open: boolean;
  group: MenuGroup | null;
}

interface MenuManagementProps {
  /** 'admin': the dashboard's Menu tab; 'legacy': the older /menu-management page (no Edit Menu, older limits). */
  mode: MenuManagementMode;
  /** The heading level of the section title: h2 inside the dashboard, h1 on its own page. */
  headingLevel: 'h1' | 'h2';
}

/**
 * Menu management (admin-area.md "Menu management", sections 4, 5, 8 and 9): the grid of active
 * items grouped by name, description and price, Set Menu, Set Weekly Menu, Edit Menu by date
 * (admin tab only), edit and delete. One component for both places it is shown.
 */
export function MenuManagement({ mode, headingLevel }: MenuManagementProps) {
  const settings = MENU_MODES[mode];
  const toast = useToast();
  const { t } = useTranslation();
  const { answer: items = [], loading, error, refetch } = useAllMenuItems();
  const [deleteMenuItem] = useDeleteMenuItem();
  const refreshMenuData = useRefreshMenuData();
  const groups = useMemo(() => groupActiveItems(items), [items]);
  const suggestions = useMemo(() => buildMenuSuggestions(items), [items]);
  const [itemDialog, setItemDialog] = useState<ItemDialogState>({ open: false, group: null });
  const [weeklyOpen, setWeeklyOpen] = useState(false);
  const [editByDateOpen, setEditByDateOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const titleId = `menu-management-title-${mode}`;

  const deletion = useConfirmation(async (groupToDelete: MenuGroup) => {
    setDeleting(true);
    let deleted = 0;
    try {
      // One call per instance of the item (admin-area.md section 7).
      for (const item of groupToDelete.items) {
        await deleteMenuItem({ id: item.id });
        deleted += 1;
      }
      toast({ title: t('admin.menu.deleted'), description: deleted > 1 ? t('admin.menu.deletedText', { count: deleted }) : undefined });
    } catch (deleteError) {
      toast({ title: t('admin.menu.deleteError'), description: failureMessage(deleteError, t('admin.menu.deleteFailed')), variant: 'destructive' });
    } finally {
      await refreshMenuData();
      setDeleting(false);
    }
  });

  const empty = <EmptyState title={t('admin.menu.none')} text={t('admin.menu.noneText')} />;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 3 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id={titleId} variant={headingLevel === 'h1' ? 'h1' : 'h2'} component={headingLevel}>
            {t('admin.menu.title')}
          </Typography>
          <Typography color="text.secondary">{t('admin.menu.intro')}</Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setItemDialog({ open: true, group: null })}>
            {t('admin.menu.setMenu')}
          </Button>
          <Button variant="outlined" startIcon={<CalendarMonthIcon />} onClick={() => setWeeklyOpen(true)}>
            {t('admin.menu.setWeeklyMenu')}
          </Button>
          {settings.editByDate ? (
            <Button variant="outlined" startIcon={<EditCalendarIcon />} onClick={() => setEditByDateOpen(true)}>
              {t('admin.menu.editMenu')}
            </Button>
          ) : null}
        </Stack>
      </Stack>

      <LoadStates
        query={{ loading, error, refetch }}
        isEmpty={groups.length === 0}
        texts={{ loading: t('admin.menu.loading'), failure: `${t('admin.menu.fetchFailed')} ${failureMessage(error, '')}`, empty }}
      >
        <Box
          component="ul"
          aria-label={t('admin.menu.activeItems')}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}
        >
          {groups.map((group) => (
            <MenuGroupCard key={group.key} group={group} onEdit={(picked) => setItemDialog({ open: true, group: picked })} onDelete={deletion.ask} />
          ))}
        </Box>
      </LoadStates>

      <MenuItemEditDialog
        open={itemDialog.open}
        group={itemDialog.group}
        settings={settings}
        suggestions={suggestions}
        onClose={() => setItemDialog((current) => ({ ...current, open: false }))}
      />
      <WeeklyMenuDialog open={weeklyOpen} settings={settings} suggestions={suggestions} onClose={() => setWeeklyOpen(false)} />
      {settings.editByDate ? <EditMenuByDateDialog open={editByDateOpen} onClose={() => setEditByDateOpen(false)} /> : null}
      <ConfirmDialog
        {...deletion.dialog}
        title={t('admin.menu.deleteTitle')}
        question={deletion.subject ? deleteQuestion(deletion.subject, t) : ''}
        confirmLabel={t('admin.users.delete')}
        pendingLabel={t('admin.users.deleting')}
        pending={deleting}
      />
    </Box>
  );
}
