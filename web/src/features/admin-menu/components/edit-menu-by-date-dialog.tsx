import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import UndoIcon from '@mui/icons-material/Undo';
import { itemsServedOn } from '@lunchbox/domain/menu-items';
import { MENU_MESSAGES } from '@lunchbox/domain/menu-schemas';
import { parseCents } from '@lunchbox/domain/money';
import { formatLongDate, formatMediumDate, isIsoDate } from '@lunchbox/domain/school-dates';
import { DateField } from '../../../ui/date-field.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { ALL_MENU_ITEMS_QUERY, type AdminMenuItem, useUpdateMenuItem, type MenuItemPatch } from '../api/admin-menu.ts';
import { useRefreshMenuData } from '../api/refresh-menu-data.ts';
import { DialogFailure } from '../../../ui/dialog-failure.tsx';
import { RetryAlert } from '../../../ui/retry-alert.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';
import type { DialogProps } from '../../../ui/dialog-props.ts';

const EDITABLE = ['menuItem', 'description', 'price', 'calories', 'imageUrl'] as const;
type EditableField = (typeof EDITABLE)[number];
type Row = Record<EditableField, string> & { removed: boolean };

function rowOf(item: AdminMenuItem): Row {
  return {
    menuItem: item.menuItem,
    description: item.description,
    price: item.price,
    calories: item.calories ?? '',
    imageUrl: item.imageUrl ?? '',
    removed: false,
  };
}

/** Whether a field differs from what was loaded; prices compare as amounts ('7.5' is '7.50'). */
function fieldChanged(field: EditableField, value: string, loaded: string): boolean {
  if (field === 'price') {
    const now = parseCents(value);
    const before = parseCents(loaded);
    return now === null || before === null ? value.trim() !== loaded.trim() : now !== before;
  }
  return value.trim() !== loaded.trim();
}

function changedFields(row: Row, loaded: Row): EditableField[] {
  return EDITABLE.filter((field) => fieldChanged(field, row[field], loaded[field]));
}

function rowErrors(row: Row): Partial<Record<EditableField, string>> {
  const errors: Partial<Record<EditableField, string>> = {};
  if (!row.menuItem.trim()) errors.menuItem = MENU_MESSAGES.menuItemRequired;
  if (!row.description.trim()) errors.description = MENU_MESSAGES.descriptionRequired;
  if (!row.price.trim()) errors.price = MENU_MESSAGES.priceRequired;
  else if (parseCents(row.price) === null) errors.price = MENU_MESSAGES.priceFormat;
  return errors;
}

interface Loaded {
  date: string;
  items: AdminMenuItem[];
}

/**
 * Edit Menu by date (admin tab only; admin-area.md sections 4, 5 and 8): the date's active items
 * are loaded and can be changed or removed (isActive false); 'Save Changes' shows only when
 * something differs from what was loaded.
 */
export function EditMenuByDateDialog({ open, onClose }: DialogProps) {
  const titleId = useId();
  const client = useApolloClient();
  const toast = useToast();
  const { t } = useTranslation();
  const language = useLanguage();
  const loadError = { title: t('admin.menuByDate.loadError'), description: t('admin.menuByDate.loadErrorText') };
  const saveError = { title: t('admin.menuByDate.saveError'), description: t('admin.menuByDate.saveErrorText') };
  const [updateMenuItem] = useUpdateMenuItem();
  const refreshMenuData = useRefreshMenuData();
  const [date, setDate] = useState('');
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);

  useEffect(() => {
    if (open) return;
    setDate('');
    setLoaded(null);
    setRows([]);
    setLoadFailed(false);
    setSaveFailed(false);
    setShowErrors(false);
  }, [open]);

  const load = async (picked: string) => {
    setLoaded(null);
    setRows([]);
    setShowErrors(false);
    setLoadFailed(false);
    if (!isIsoDate(picked)) return;
    setLoading(true);
    try {
      const result = await client.query({ query: ALL_MENU_ITEMS_QUERY, fetchPolicy: 'network-only' });
      const items = itemsServedOn(result.data?.allWeeklyMenuItems ?? [], picked);
      setLoaded({ date: picked, items });
      setRows(items.map(rowOf));
    } catch {
      setLoadFailed(true);
      toast({ ...loadError, variant: 'destructive' });
    } finally {
      setLoading(false);
    }
  };

  const loadedRows = loaded?.items.map(rowOf) ?? [];
  const changes = rows.map((row, index) => {
    const before = loadedRows[index];
    return before ? { removed: row.removed, fields: row.removed ? [] : changedFields(row, before) } : { removed: false, fields: [] };
  });
  const updatedCount = changes.filter((change) => !change.removed && change.fields.length > 0).length;
  const removedCount = changes.filter((change) => change.removed).length;
  const hasChanges = updatedCount + removedCount > 0;

  const setField = (index: number, field: EditableField, value: string) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  const toggleRemoved = (index: number) => setRows((current) => current.map((row, i) => (i === index ? { ...row, removed: !row.removed } : row)));

  const save = async () => {
    if (!loaded) return;
    const invalid = rows.some((row) => !row.removed && Object.keys(rowErrors(row)).length > 0);
    if (invalid) {
      setShowErrors(true);
      return;
    }
    setSaving(true);
    setSaveFailed(false);
    try {
      for (const [index, row] of rows.entries()) {
        const item = loaded.items[index];
        const change = changes[index];
        if (!item || !change) continue;
        if (change.removed) {
          await updateMenuItem({ id: item.id, input: { isActive: false } });
        } else if (change.fields.length > 0) {
          const patch: MenuItemPatch = {};
          for (const field of change.fields) {
            const value = row[field].trim();
            if (field === 'calories' || field === 'imageUrl') patch[field] = value || null;
            else patch[field] = value;
          }
          await updateMenuItem({ id: item.id, input: patch });
        }
      }
      toast({
        title: t('admin.menuByDate.saved'),
        description: `${t('admin.menuByDate.updatedCount', { count: updatedCount })}, ${t('admin.menuByDate.removedCount', { count: removedCount })}`,
      });
      onClose();
    } catch {
      setSaveFailed(true);
      toast({ ...saveError, variant: 'destructive' });
    } finally {
      await refreshMenuData();
      setSaving(false);
    }
  };

  const close = () => {
    if (!saving) onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('admin.menuByDate.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogFailure failure={saveFailed ? saveError : null} />
          <DateField
            label={t('admin.menuByDate.date')}
            value={date}
            onChange={(picked) => {
              setDate(picked);
              void load(picked);
            }}
            disabled={saving}
            sx={{ maxWidth: 260 }}
          />
          {loading ? (
            <LoadingSpinner label={t('admin.menuByDate.loading')} minHeight={120} />
          ) : loadFailed ? (
            <RetryAlert onRetry={() => void load(date)}>
              {loadError.title}: {loadError.description}
            </RetryAlert>
          ) : !loaded ? (
            <Typography color="text.secondary">{t('admin.menuByDate.choose')}</Typography>
          ) : rows.length === 0 ? (
            <Typography color="text.secondary">{t('admin.menuByDate.none', { date: formatLongDate(loaded.date, language) })}</Typography>
          ) : (
            <Box
              component="ul"
              aria-label={t('admin.menuByDate.list', { date: formatLongDate(loaded.date, language) })}
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
            >
              {rows.map((row, index) => {
                const item = loaded.items[index];
                if (!item) return null;
                const errors = showErrors && !row.removed ? rowErrors(row) : {};
                // A field's text box: the row's value, typing into it, and its message once Save was pressed.
                const field = (name: EditableField) => ({
                  value: row[name],
                  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setField(index, name, event.target.value),
                  error: Boolean(errors[name]),
                  helperText: errors[name],
                });
                const label = loadedRows[index]?.menuItem ?? row.menuItem;
                return (
                  <Paper
                    key={item.id}
                    component="li"
                    variant="outlined"
                    aria-label={row.removed ? t('admin.menuByDate.willBeRemovedLabel', { label }) : label}
                    sx={{ p: 2, opacity: row.removed ? 0.6 : 1, borderColor: row.removed ? 'error.main' : 'divider' }}
                  >
                    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1 }}>
                      <Typography sx={{ fontWeight: 700, textDecoration: row.removed ? 'line-through' : 'none' }}>
                        {label}{' '}
                        <Typography component="span" variant="body2" color="text.secondary">
                          (
                          {t('admin.menuByDate.weekOf', {
                            day: t(`admin.menuDialogs.days.${item.dayOfWeek}`, { defaultValue: item.dayOfWeek }),
                            date: formatMediumDate(item.weekStartDate, language),
                          })}
                          )
                        </Typography>
                      </Typography>
                      <Button
                        size="small"
                        color={row.removed ? 'inherit' : 'error'}
                        startIcon={row.removed ? <UndoIcon /> : <DeleteOutlineIcon />}
                        onClick={() => toggleRemoved(index)}
                        aria-label={row.removed ? t('admin.menuByDate.keepLabel', { label }) : t('admin.menuByDate.removeLabel', { label })}
                        disabled={saving}
                      >
                        {row.removed ? t('admin.menuByDate.keep') : t('admin.menuByDate.remove')}
                      </Button>
                    </Stack>
                    {row.removed ? (
                      <Typography variant="body2" color="error">
                        {t('admin.menuByDate.willBeRemoved')}
                      </Typography>
                    ) : (
                      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                        <TextField label={t('admin.menuDialogs.name')} required {...field('menuItem')} />
                        <TextField label={t('admin.menuDialogs.description')} required {...field('description')} />
                        <TextField
                          label={t('admin.menuDialogs.price')}
                          required
                          type="number"
                          {...field('price')}
                          slotProps={{ htmlInput: { step: 0.01, min: 0, inputMode: 'decimal' } }}
                        />
                        <TextField label={t('admin.menuDialogs.caloriesLabel')} {...field('calories')} />
                        <TextField label={t('admin.menuDialogs.imageUrl')} {...field('imageUrl')} sx={{ gridColumn: { sm: '1 / -1' } }} />
                      </Box>
                    )}
                  </Paper>
                );
              })}
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={saving}>
          {hasChanges ? t('admin.cancel') : t('admin.menuByDate.close')}
        </Button>
        {hasChanges ? (
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            {saving ? t('admin.saving') : t('admin.users.saveChanges')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
