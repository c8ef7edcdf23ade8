import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import SpaOutlinedIcon from '@mui/icons-material/SpaOutlined';
import { ALLERGY_REFUSAL_TITLE } from '@lunchbox/domain/allergens';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../lib/i18n.ts';
import type { CartItem } from '@lunchbox/domain/order-schemas';
import { useCartLunchCheck } from '../api/check-cart-lunches.ts';
import { cartLunchWarningText } from '../../../lib/need-texts.ts';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';

/**
 * What ordering says of the cart's lunches before the parent pays (issue 13): the diet notes shown
 * at add to cart, again, and an allergy refusal when a dish or a child changed since it was added.
 * The check is announced while it runs, but takes no room on the screen: a line above the lunches
 * that went away when the answer came (most carts have nothing to say) moved every lunch up the
 * phone's screen after it was drawn (a layout shift).
 */
export function CartLunchNotes({ items, signedIn }: { items: readonly CartItem[]; signedIn: boolean }) {
  const { t } = useTranslation();
  const { dietNotes, allergyRefusal, checking } = useCartLunchCheck(items, signedIn);
  if (checking) {
    return (
      // Out of the flow: the cart's column (a Stack with useFlexGap) leaves no gap for it either.
      <Box role="status" sx={{ position: 'absolute' }}>
        <VisuallyHidden>{t('needs.checking')}</VisuallyHidden>
      </Box>
    );
  }
  return (
    <>
      {allergyRefusal ? (
        <Alert severity="error" data-testid="cart-allergy-refusal">
          <AlertTitle>{refusalText(ALLERGY_REFUSAL_TITLE)}</AlertTitle>
          {allergyRefusal}
        </Alert>
      ) : null}
      {dietNotes.length > 0 ? (
        <Alert severity="info" icon={<SpaOutlinedIcon />} data-testid="cart-diet-notes">
          <AlertTitle>{t('needs.dietNotes')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {dietNotes.map((note) => {
              const text = cartLunchWarningText(note);
              return <li key={text}>{text}</li>;
            })}
          </Box>
        </Alert>
      ) : null}
    </>
  );
}
