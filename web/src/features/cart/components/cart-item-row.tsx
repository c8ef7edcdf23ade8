import { memo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { CartItem } from '@lunchbox/domain/order-schemas';
import { cartItemCents } from '@lunchbox/domain/order-cart';
import { formatCents } from '@lunchbox/domain/money';
import { cartDeadlineNotice } from '@lunchbox/domain/deadline-sentences';
import { formatLongDate } from '@lunchbox/domain/school-dates';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';
import { LunchNotes } from '../../../ui/lunch-details.tsx';
import type { SchoolClock } from '@lunchbox/domain/school-deadline';

/** What every row of the cart acts on, passed down unchanged by its child's group. */
export interface CartRowActions {
  now: Date;
  /** The school of the child a lunch is for: each item states its own school's cut-off (issue 31). */
  clockOf: (item: CartItem) => SchoolClock;
  onRemove: (item: CartItem) => void;
  disabled: boolean;
}

interface CartItemRowProps extends CartRowActions {
  item: CartItem;
  /** Why the last checkout refused this lunch (the server's message), or null. */
  refusedMessage: string | null;
}

/**
 * One lunch in the cart with its deadline state: expired (red), urgent (yellow) or ok; a lunch the
 * checkout refused is red too, with the server's reason announced beside it. Memoised: the cart
 * renders again as each of the page's answers arrives, and a row's own props rarely change.
 */
export const CartItemRow = memo(function CartItemRow({ item, now, clockOf, onRemove, disabled, refusedMessage }: CartItemRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const notice = cartDeadlineNotice(item.lunchDate, now, clockOf(item), language);
  const alarming = notice.status === 'expired' || refusedMessage !== null;
  const date = formatLongDate(item.lunchDate, language);
  const count = item.lunchOptions.length;
  return (
    <Box
      component="li"
      aria-label={`${item.childName}, ${date}`}
      data-deadline={notice.status}
      data-refused={refusedMessage !== null ? 'true' : undefined}
      sx={(theme) => ({
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: alarming ? 'error.main' : notice.status === 'urgent' ? 'warning.main' : 'divider',
        bgcolor: alarming ? alpha(theme.palette.error.main, 0.06) : notice.status === 'urgent' ? alpha(theme.palette.warning.main, 0.08) : 'background.paper',
      })}
    >
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography sx={{ fontWeight: 700 }}>{date}</Typography>
            {notice.badge ? <Chip label={notice.badge} color="error" size="small" /> : null}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('cart.items', { count })}
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {item.lunchOptions.map((option) => (
              <li key={option}>
                <Typography variant="body2">{option}</Typography>
              </li>
            ))}
          </Box>
          <LunchNotes label={t('cart.notes')} notes={item.notes} marginTop={0.5} />
          <Typography
            variant="body2"
            sx={{ mt: 1, fontWeight: notice.status === 'ok' ? 400 : 600 }}
            color={notice.status === 'expired' ? 'error' : notice.status === 'urgent' ? 'warning.dark' : 'text.secondary'}
          >
            {notice.message}
          </Typography>
          {refusedMessage !== null ? (
            <Typography role="alert" variant="body2" color="error" sx={{ mt: 1, fontWeight: 600 }}>
              {refusedMessage}
            </Typography>
          ) : null}
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>{formatCents(cartItemCents(item), language)}</Typography>
          <IconButton
            aria-label={t('cart.remove', { options: item.lunchOptions.join(', '), child: item.childName, date })}
            onClick={() => onRemove(item)}
            disabled={disabled}
            size="small"
            color="error"
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      </Stack>
    </Box>
  );
});
