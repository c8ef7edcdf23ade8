import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReplayIcon from '@mui/icons-material/Replay';
import { addToCart, buildCartItems } from '@lunchbox/domain/cart-rules';
import type { SchoolClosure } from '@lunchbox/domain/order-rules';
import { planRepeatWeek } from '@lunchbox/domain/repeat-week';
import { mondayOf, schoolToday } from '@lunchbox/domain/school-dates';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { useCart } from '../../../lib/use-cart.ts';
import { useToast } from '../../../ui/toast.tsx';
import type { LunchOrder } from '../api/my-lunch-orders.ts';
import type { OrderChild } from '../api/order-children.ts';
import type { PickerMenuItem } from '../api/upcoming-menu-items.ts';

interface RepeatLastWeekProps {
  userId: number;
  childList: readonly OrderChild[];
  orders: readonly LunchOrder[];
  menuItems: readonly PickerMenuItem[];
  closures: readonly SchoolClosure[];
  /** The parent's name, e-mail and phone as the order form has them now. */
  parent: () => { parentName: string; email: string; phone: string };
  /** True while the orders, the menu or the closed days are still loading (or failed). */
  unavailable: boolean;
}

function lunchesText(count: number): string {
  return `${count} lunch${count === 1 ? '' : 'es'}`;
}

/**
 * "Repeat last week" (issue 13 section 4): fills the cart for next week with each child's lunches of
 * this week, by dish name (the domain's planRepeatWeek), one action per child and one for all of
 * them. What could not be copied is listed in the toast; checkout still checks every lunch.
 */
export function RepeatLastWeek({ userId, childList, orders, menuItems, closures, parent, unavailable }: RepeatLastWeekProps) {
  const toast = useToast();
  const { items: cart, save } = useCart(userId);

  const repeat = (targets: readonly OrderChild[]) => {
    const now = new Date();
    const sourceMonday = mondayOf(schoolToday(now, schoolTimeZone));
    const added = [];
    const skipped: string[] = [];
    for (const child of targets) {
      const plan = planRepeatWeek({ child, orders, menuItems, closures, sourceMonday, now, timeZone: schoolTimeZone });
      const details = { ...parent(), childId: child.id, childName: child.name, school: child.school, grade: child.grade, teacher: child.teacher, notes: '' };
      added.push(...buildCartItems(details, plan.selections, now, () => crypto.randomUUID()));
      skipped.push(...plan.skipped.map((skip) => (targets.length > 1 ? `${child.name}, ${skip.text}` : skip.text)));
    }
    const who = targets.length === 1 ? targets[0]!.name : 'your children';
    if (added.length === 0 && skipped.length === 0) {
      toast({ title: 'Nothing to repeat', description: `No lunches this week for ${who}.` });
      return;
    }
    try {
      if (added.length > 0) save(addToCart(cart, added));
    } catch {
      toast({ title: 'Error', description: 'Your cart could not be saved in this browser. Please try again.', variant: 'destructive' });
      return;
    }
    toast({
      title: `Added ${lunchesText(added.length)} for next week`,
      description: skipped.length > 0 ? `Skipped: ${skipped.join('; ')}` : `This week's lunches for ${who} are in your cart.`,
      persist: skipped.length > 0,
    });
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="repeat-last-week-heading" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id="repeat-last-week-heading" variant="h2" sx={{ mb: 1 }}>
        Repeat last week
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Put the same lunches as this week in your cart for next week, day by day. Days that cannot be ordered are skipped and listed.
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {childList.map((child) => (
          <Button key={child.id} variant="outlined" startIcon={<ReplayIcon />} disabled={unavailable} onClick={() => repeat([child])}>
            Repeat for {child.name}
          </Button>
        ))}
        {childList.length > 1 ? (
          <Button variant="contained" startIcon={<ReplayIcon />} disabled={unavailable} onClick={() => repeat(childList)}>
            Repeat for all children
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
