import { memo } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReplayIcon from '@mui/icons-material/Replay';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { confirmedDietRefusalMessage } from '@lunchbox/domain/confirmed-diets';
import { addToCart, buildCartItems } from '@lunchbox/domain/order-cart';
import { noServiceLabel, type SchoolClosure } from '@lunchbox/domain/school-closures';
import { planRepeatWeek, type RepeatSkip } from '@lunchbox/domain/repeat-week';
import { formatWeekdayMonthDay, mondayOf, schoolToday } from '@lunchbox/domain/school-dates';
import { currentLanguage, refusalText } from '../../../lib/i18n.ts';
import { allergyRefusalText } from '../../../lib/need-texts.ts';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { useToast } from '../../../ui/toast.tsx';
import type { LunchOrder, OrderChild, PickerMenuItem } from '../api/ordering.ts';
import type { OrderCart } from '../types/order-cart.ts';
import { useSchoolClocks } from '../../../lib/school-clocks.ts';

interface RepeatLastWeekProps {
  /**
   * The cart the lunches go into, as it is at the tap: read then rather than handed in, so that the
   * cart's own updates (read from the browser's storage once the page is adopted) do not draw this
   * section again (issue 34).
   */
  currentCart: () => OrderCart;
  childList: readonly OrderChild[];
  orders: readonly LunchOrder[];
  menuItems: readonly PickerMenuItem[];
  closures: readonly SchoolClosure[];
  /** The parent's name, e-mail and phone as the order form has them now. */
  parent: () => { parentName: string; email: string; phone: string };
  /** True while the orders, the menu or the closed days are still loading (or failed). */
  unavailable: boolean;
}

/**
 * An allergy skip the parent's own allergies do not explain came from an approved medical diet: the
 * domain checks the declared allergies first, so the diet's conflicts are never all declared ones.
 */
function allergySkipText(skip: RepeatSkip, child: OrderChild): string {
  const conflicts = skip.allergens ?? [];
  const declared = conflicts.every((name) => (child.allergies ?? []).includes(name));
  return declared ? allergyRefusalText(child.name, skip.menuItem, conflicts) : refusalText(confirmedDietRefusalMessage(child.name, skip.menuItem, conflicts));
}

/** A skipped day for the toast: in English the domain's sentence as it is; else written from its reason. */
function skipText(skip: RepeatSkip, child: OrderChild, t: TFunction): string {
  const language = currentLanguage();
  if (language === 'en') return skip.text;
  const childName = child.name;
  const why = {
    closed: () => noServiceLabel(skip.closedFor ?? null, language),
    'past-deadline': () => t('repeat.pastDeadline'),
    'already-ordered': () => t('repeat.alreadyOrdered', { child: childName }),
    'not-on-menu': () => t('repeat.notOnMenu', { dish: skip.menuItem }),
    allergy: () => allergySkipText(skip, child),
  }[skip.reason]();
  return t('repeat.skip', { date: formatWeekdayMonthDay(skip.date, language), why });
}

/**
 * "Repeat last week" (issue 13 section 4): fills the cart for next week with each child's lunches of
 * this week, by dish name (the domain's planRepeatWeek), one action per child and one for all of
 * them. What could not be copied is listed in the toast; checkout still checks every lunch.
 * Memoised: the order form renders again as its answers arrive (order-placement.tsx).
 */
export const RepeatLastWeek = memo(function RepeatLastWeek({ currentCart, childList, orders, menuItems, closures, parent, unavailable }: RepeatLastWeekProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const clocks = useSchoolClocks();

  const repeat = (targets: readonly OrderChild[]) => {
    const { items: cart, save } = currentCart();
    const now = new Date();
    const sourceMonday = mondayOf(schoolToday(now, schoolTimeZone));
    const added = [];
    const skipped: string[] = [];
    for (const child of targets) {
      const plan = planRepeatWeek({ child, orders, menuItems, closures, sourceMonday, now, school: clocks.ofSchool(child.schoolId) });
      const details = { ...parent(), childId: child.id, childName: child.name, school: child.school, grade: child.grade, teacher: child.teacher, notes: '' };
      added.push(...buildCartItems(details, plan.selections, now, () => crypto.randomUUID()));
      skipped.push(
        ...plan.skipped.map((skip) => {
          const text = skipText(skip, child, t);
          return targets.length > 1 ? t('repeat.childSkip', { child: child.name, skip: text }) : text;
        }),
      );
    }
    const who = targets.length === 1 ? targets[0]!.name : t('repeat.yourChildren');
    if (added.length === 0 && skipped.length === 0) {
      toast({ title: t('repeat.nothingTitle'), description: t('repeat.nothingText', { who }) });
      return;
    }
    try {
      if (added.length > 0) save(addToCart(cart, added));
    } catch {
      toast({ title: t('common.error'), description: t('repeat.saveFailed'), variant: 'destructive' });
      return;
    }
    toast({
      title: t('repeat.added', { count: added.length }),
      description: skipped.length > 0 ? t('repeat.skipped', { list: skipped.join('; ') }) : t('repeat.allInCart', { who }),
      persist: skipped.length > 0,
    });
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="repeat-last-week-heading" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id="repeat-last-week-heading" variant="h2" sx={{ mb: 1 }}>
        {t('repeat.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('repeat.intro')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {childList.map((child) => (
          <Button key={child.id} variant="outlined" startIcon={<ReplayIcon />} disabled={unavailable} onClick={() => repeat([child])}>
            {t('repeat.forChild', { name: child.name })}
          </Button>
        ))}
        {childList.length > 1 ? (
          <Button variant="contained" startIcon={<ReplayIcon />} disabled={unavailable} onClick={() => repeat(childList)}>
            {t('repeat.forAll')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
});
