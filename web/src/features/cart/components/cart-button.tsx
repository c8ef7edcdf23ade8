import { useId } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useCartCount } from '../stores/cart-store.ts';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import { useTranslation } from 'react-i18next';

/** The header's cart icon with the number of cart entries (99+ above 99). */
export function CartButton({ userId }: { userId: number | null }) {
  const { t } = useTranslation();
  const count = useCartCount(userId);
  const countId = useId();
  const shown = count > 99 ? '99+' : String(count);
  return (
    <IconButton href="/cart" color="inherit" aria-label={t('cart.cartLabel')} aria-describedby={countId}>
      <Badge badgeContent={count > 0 ? shown : null} color="secondary" slotProps={{ badge: { 'aria-hidden': true } }}>
        <ShoppingCartOutlinedIcon />
      </Badge>
      <VisuallyHidden id={countId}>{t('cart.cartButton', { count, shown })}</VisuallyHidden>
    </IconButton>
  );
}
