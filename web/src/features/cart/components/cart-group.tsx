import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { CartGroup as CartGroupData } from '@lunchbox/domain/order-cart';
import { formatCents } from '@lunchbox/domain/money';
import type { CartRefusal } from '../stores/cart-store.ts';
import { CartItemRow, type CartRowActions } from './cart-item-row.tsx';
import { cartRowsCss } from './cart-rows-styles.ts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';

const CartRows = styled('ul')(({ theme }) => cartRowsCss(theme));

interface CartGroupProps extends CartRowActions {
  group: CartGroupData;
  /** How many of its lunches are drawn yet (the cart draws a full cart's rows a few per task, use-rows-in-slices.ts). */
  rowsShown: number;
  refusal: CartRefusal | null;
}

/** One child's lunches: name, school, 'Grade {grade}', the number of lunch orders and their total. */
export function CartGroup({ group, rowsShown, refusal, ...rowActions }: CartGroupProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = `cart-group-${group.childName.replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 2, gap: 2 }}>
        <div>
          <Typography id={headingId} variant="h3" component="h2">
            {group.childName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('cart.schoolGrade', { school: group.school, grade: group.grade })}
          </Typography>
        </div>
        <Stack sx={{ alignItems: 'flex-end' }}>
          <Typography variant="body2" color="text.secondary">
            {t('cart.lunchOrders', { count: group.items.length })}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{formatCents(group.totalCents, language)}</Typography>
        </Stack>
      </Stack>
      <CartRows>
        {group.items.slice(0, rowsShown).map((item) => (
          <CartItemRow key={item.id} item={item} {...rowActions} refusedMessage={refusal?.cartItemId === item.id ? refusal.message : null} />
        ))}
      </CartRows>
    </Paper>
  );
}
