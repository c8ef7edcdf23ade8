import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DIET_TAGS } from '@lunchbox/domain/allergens';
import { STANDING_ORDER_FALLBACKS, STANDING_ORDER_MODES } from '@lunchbox/domain/standing-orders';
import type { Weekday } from '@lunchbox/domain/school-dates';
import { FormSelectField } from '../../../ui/native-select.tsx';
import type { StandingOrderFormValues } from '../standing-order-form-values.ts';

interface StandingOrderDayFieldsProps {
  weekday: Weekday;
  /** The menu's dish names to choose from (the saved one is offered too when the menu no longer has it). */
  dishes: readonly string[];
  /** Whether those names are still loading or could not be loaded: the dish field's first line says so. */
  dishesState: 'loading' | 'failed' | 'ready';
}

/**
 * One weekday of the "Every week" form, a group named by the weekday: what to order, then for a
 * named dish or a diet which one, and what to do when the day's menu has nothing that fits.
 */
export function StandingOrderDayFields({ weekday, dishes, dishesState }: StandingOrderDayFieldsProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<StandingOrderFormValues>();
  const mode = useWatch({ control, name: `days.${weekday}.mode` });
  const dish = useWatch({ control, name: `days.${weekday}.dish` });
  const dishChoices = dish && !dishes.includes(dish) ? [dish, ...dishes] : dishes;
  const fieldWidth = { flex: 1, minWidth: 0 };

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pt: 0.5, pb: 2, m: 0 }}>
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 700 }}>
        {t(`neverMissScreens.standing.weekdays.${weekday}`)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
        <FormSelectField label={t('neverMissScreens.standing.mode')} control={control} name={`days.${weekday}.mode`} sx={fieldWidth}>
          {STANDING_ORDER_MODES.map((value) => (
            <option key={value} value={value}>
              {t(`neverMissScreens.standing.modes.${value}`)}
            </option>
          ))}
        </FormSelectField>
        {mode === 'item' ? (
          <FormSelectField label={t('neverMissScreens.standing.dish')} control={control} name={`days.${weekday}.dish`} sx={fieldWidth}>
            <option value="" disabled>
              {t(
                dishesState === 'loading'
                  ? 'neverMissScreens.standing.dishesLoading'
                  : dishesState === 'failed'
                    ? 'neverMissScreens.standing.dishesFailed'
                    : 'neverMissScreens.standing.chooseDish',
              )}
            </option>
            {dishChoices.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </FormSelectField>
        ) : null}
        {mode === 'diet' ? (
          <FormSelectField label={t('neverMissScreens.standing.diet')} control={control} name={`days.${weekday}.dietTag`} sx={fieldWidth}>
            <option value="" disabled>
              {t('neverMissScreens.standing.chooseDiet')}
            </option>
            {DIET_TAGS.map((tag) => (
              <option key={tag} value={tag}>
                {t(`diets.${tag}`)}
              </option>
            ))}
          </FormSelectField>
        ) : null}
        {mode === 'item' || mode === 'diet' ? (
          <FormSelectField
            label={t('neverMissScreens.standing.fallback')}
           
            control={control}
            name={`days.${weekday}.fallback`}
            sx={fieldWidth}
          >
            {STANDING_ORDER_FALLBACKS.map((value) => (
              <option key={value} value={value}>
                {t(`neverMissScreens.standing.fallbacks.${value}`)}
              </option>
            ))}
          </FormSelectField>
        ) : null}
      </Stack>
    </Box>
  );
}
