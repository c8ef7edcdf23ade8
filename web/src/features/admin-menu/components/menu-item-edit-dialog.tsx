import { useCallback, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { emptyDishForm, menuItemFormSchema, nutritionFormValues, type MenuItemFormInput, type MenuItemFormValues } from '@lunchbox/domain/menu-schemas';
import { defaultMenuFormWeek, weekEndDateFor } from '@lunchbox/domain/menu-week';
import { WEEKDAYS } from '@lunchbox/domain/school-dates';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { failureMessage } from '../../../lib/server-errors.ts';
import { FormNativeSelect } from '../../../ui/native-select.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useCreateMenuItem, useUpdateMenuItem, type MenuItemPatch } from '../api/admin-menu.ts';
import { useRefreshMenuData } from '../api/refresh-menu-data.ts';
import { fieldSuggestions, type MenuModeSettings } from '../utils/menu-modes.ts';
import type { MenuGroup } from '../utils/menu-groups.ts';
import type { MenuSuggestions, SuggestionField } from '../utils/menu-suggestions.ts';
import { DishContentsFields } from './dish-contents-fields.tsx';
import { WeekRangeFields } from './week-range-fields.tsx';
import { FormSuggestionField } from './suggestion-text-field.tsx';
import { DialogFailure } from '../../../ui/dialog-failure.tsx';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { overDraft, useDraftForm } from '../../../ui/use-dialog-form.ts';
import { useTranslation } from 'react-i18next';
import type { DialogProps } from '../../../ui/dialog-props.ts';

/** localStorage key of the Set Menu form's draft (admin-area.md section 3). */
const DRAFT_KEY = 'lunchbox.menu-form-draft';

function emptyForm(): MenuItemFormInput {
  const weekStartDate = defaultMenuFormWeek(new Date(), schoolTimeZone);
  // No day is chosen yet: the form says 'Day of week is required' until one is.
  return {
    weekStartDate,
    weekEndDate: weekEndDateFor(weekStartDate),
    dayOfWeek: '' as MenuItemFormInput['dayOfWeek'],
    ...emptyDishForm(),
  };
}

function formOfGroup(group: MenuGroup): MenuItemFormInput {
  const first = group.items[0];
  return {
    weekStartDate: first?.weekStartDate ?? '',
    weekEndDate: first?.weekEndDate ?? '',
    dayOfWeek: (first?.dayOfWeek ?? '') as MenuItemFormInput['dayOfWeek'],
    menuItem: group.menuItem,
    description: group.description,
    price: group.price,
    calories: group.calories ?? '',
    imageUrl: group.imageUrl ?? '',
    allergens: group.allergens,
    dietTags: group.dietTags,
    nutrition: nutritionFormValues(group.nutrition),
  };
}

interface MenuItemEditDialogProps extends DialogProps {
  /** The group to edit, or null for Set Menu (a new item). */
  group: MenuGroup | null;
  settings: MenuModeSettings;
  suggestions: MenuSuggestions;
}

/**
 * Set Menu (one new item) and the grid's edit (admin-area.md sections 5 and 8), validated on
 * change with the shared form schema. Editing a group sends one update per instance; with several
 * instances only what they share (name, description, price, calories, image) is edited.
 */
export function MenuItemEditDialog({ open, group, settings, suggestions, onClose }: MenuItemEditDialogProps) {
  const toast = useToast();
  const { t } = useTranslation();
  const [createMenuItem] = useCreateMenuItem();
  const [updateMenuItem] = useUpdateMenuItem();
  const refreshMenuData = useRefreshMenuData();
  const [saving, setSaving] = useState(false);
  const editing = group !== null;
  const sharedOnly = editing && group.items.length > 1;
  // Opening shows the group's values (edit), else the draft left last time, else an empty form.
  const openingValues = useCallback((stored: Partial<MenuItemFormInput> | null) => (group ? formOfGroup(group) : overDraft(emptyForm(), stored)), [group]);
  // A new item's fields are kept as a draft while typing.
  const { form, clearDraft, failure, fail, clearFailure } = useDraftForm<MenuItemFormInput, MenuItemFormValues>({
    draftKey: DRAFT_KEY,
    open,
    openingValues,
    keepsDraft: open && !editing,
    resolver: zodResolver(menuItemFormSchema),
    mode: 'onChange',
  });
  const {
    control,
    handleSubmit,
    setValue,
    formState: { isValid },
  } = form;

  // Each suggestion field's binding and the earlier values it offers.
  const suggestionField = (field: SuggestionField) => ({ control, name: field, suggestions: fieldSuggestions(suggestions, settings, field) });

  const onSubmit = handleSubmit(async (values) => {
    setSaving(true);
    clearFailure();
    try {
      if (group) {
        const shared: MenuItemPatch = {
          menuItem: values.menuItem,
          description: values.description,
          price: values.price,
          calories: values.calories || null,
          imageUrl: values.imageUrl || null,
          allergens: values.allergens,
          dietTags: values.dietTags,
          nutrition: values.nutrition,
        };
        const patch: MenuItemPatch = sharedOnly
          ? shared
          : { ...shared, weekStartDate: values.weekStartDate, weekEndDate: values.weekEndDate, dayOfWeek: values.dayOfWeek };
        try {
          // One call per instance of the item (admin-area.md section 7).
          for (const item of group.items) await updateMenuItem({ id: item.id, input: patch });
          toast({
            title: t('admin.menuDialogs.updated'),
            description: sharedOnly ? t('admin.menuDialogs.updatedText', { count: group.items.length }) : undefined,
          });
          onClose();
        } catch (error) {
          fail({ title: t('admin.menuDialogs.updateError'), description: failureMessage(error, t('admin.menuDialogs.updateFailed')) });
        }
      } else {
        try {
          await createMenuItem({ input: { ...values, calories: values.calories || null, imageUrl: values.imageUrl || null } });
          clearDraft();
          toast({ title: t('admin.menuDialogs.created') });
          onClose();
        } catch (error) {
          fail({ title: t('admin.menuDialogs.createError'), description: failureMessage(error, t('admin.menuDialogs.createFailed')) });
        }
      }
      await refreshMenuData();
    } finally {
      setSaving(false);
    }
  });

  return (
    <FormDialog
      open={open}
      title={editing ? t('admin.menuDialogs.editTitle') : t('admin.menu.setMenu')}
      onSubmit={onSubmit}
      onClose={onClose}
      canSubmit={isValid}
      submit={{ label: editing ? t('admin.menuDialogs.update') : t('admin.menuDialogs.create'), pendingLabel: t('admin.saving'), pending: saving }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <DialogFailure failure={failure} />
        {sharedOnly ? (
          <Alert severity="info">{t('admin.menuDialogs.sharedOnly', { entries: group.items.length, count: group.dates.length })}</Alert>
        ) : (
          <>
            <WeekRangeFields control={control} setValue={setValue} />
            <FormNativeSelect
              control={control}
              name="dayOfWeek"
              label={t('admin.menuDialogs.dayOfWeek')}
              required
              placeholder={t('admin.menuDialogs.selectDay')}
            >
              {WEEKDAYS.map((day) => (
                <option key={day} value={day}>
                  {t(`admin.menuDialogs.days.${day}`)}
                </option>
              ))}
            </FormNativeSelect>
          </>
        )}
        <FormSuggestionField {...suggestionField('menuItem')} label={t('admin.menuDialogs.name')} required />
        <FormSuggestionField {...suggestionField('description')} label={t('admin.menuDialogs.description')} required multiline minRows={2} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormSuggestionField {...suggestionField('price')} label={t('admin.menuDialogs.price')} required placeholder="7.50" />
          <FormSuggestionField {...suggestionField('calories')} label={t('admin.menuDialogs.caloriesLabel')} placeholder="350-450" />
        </Stack>
        <FormSuggestionField {...suggestionField('imageUrl')} label={t('admin.menuDialogs.imageUrl')} placeholder="https://…" />
        <DishContentsFields control={control} />
      </Stack>
    </FormDialog>
  );
}
