import { memo } from 'react';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { CartItem } from '@lunchbox/domain/order-schemas';
import { cartItemCents } from '@lunchbox/domain/order-cart';
import { formatCents } from '@lunchbox/domain/money';
import { cartDeadlineNotice } from '@lunchbox/domain/deadline-sentences';
import { formatLongDate } from '@lunchbox/domain/school-dates';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';
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
  const tone = alarming ? 'alarming' : notice.status === 'urgent' ? 'urgent' : '';
  // Plain elements styled by the list's classes (cart-rows-styles.ts): a full cart's rows cost a fraction of MUI's boxes and texts.
  return (
    <li
      className={tone ? `cart-row ${tone}` : 'cart-row'}
      aria-label={`${item.childName}, ${date}`}
      data-deadline={notice.status}
      data-refused={refusedMessage !== null ? 'true' : undefined}
    >
      <div className="cart-row-main">
        <div className="cart-row-body">
          <div className="cart-row-heading">
            <p className="cart-strong">{date}</p>
            {notice.badge ? <Chip label={notice.badge} color="error" size="small" /> : null}
          </div>
          <p className="cart-text cart-muted">{t('cart.items', { count })}</p>
          <ul className="cart-options">
            {item.lunchOptions.map((option) => (
              <li key={option}>
                <p className="cart-text">{option}</p>
              </li>
            ))}
          </ul>
          {item.notes ? (
            <p className="cart-text cart-notes">
              <strong>{t('cart.notes')}</strong> {item.notes}
            </p>
          ) : null}
          <p className={`cart-text cart-notice ${notice.status}`}>{notice.message}</p>
          {refusedMessage !== null ? (
            <p role="alert" className="cart-text cart-refused">
              {refusedMessage}
            </p>
          ) : null}
        </div>
        <div className="cart-row-side">
          <p className="cart-strong">{formatCents(cartItemCents(item), language)}</p>
          <IconButton
            aria-label={t('cart.remove', { options: item.lunchOptions.join(', '), child: item.childName, date })}
            onClick={() => onRemove(item)}
            disabled={disabled}
            size="small"
            color="error"
          >
            <DeleteOutlineIcon />
          </IconButton>
        </div>
      </div>
    </li>
  );
});
