import { memo, useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@lunchbox/domain/school-dates';
import { PrintOnly } from '../../../ui/print-only.tsx';
import { WindowList, type WindowListItemProps } from '../../../ui/window-list.tsx';
import type { AdminOrder } from '../api/admin-orders.ts';
import { labelsInDeliveryOrder } from './label-order.ts';
import { samePlace } from './same-list-item.ts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';

/** The class the print stylesheet keeps; everything else on the page is left out of the print. */
const SHEET_CLASS = 'lunch-label-sheet';

/** One label's size on paper: two columns and four rows fit a US Letter or A4 page inside 0.4in margins. */
const LABEL_WIDTH = '3.6in';
const LABEL_HEIGHT = '2.35in';
/** The same sizes on screen (96 CSS pixels an inch): the list lays its rows out from them. */
const LABEL_WIDTH_PX = 3.6 * 96;
const LABEL_HEIGHT_PX = 2.35 * 96;
/** One row of labels drawn beyond each edge of the screen, not the list's usual four: 'Print Labels' draws them within the tap (issue 34: INP). */
const LABEL_OVERSCAN = 1;

/** The labels' print layout: a grid of fixed-size labels with dashed cut lines. */
const printStyles = (
  <PrintOnly
    className={SHEET_CLASS}
    sheetCss={`
      .${SHEET_CLASS} {
        display: grid !important;
        grid-template-columns: repeat(2, ${LABEL_WIDTH}) !important;
        grid-auto-rows: ${LABEL_HEIGHT} !important;
        gap: 0.1in !important;
        margin: 0 !important;
        padding: 0 !important;
      }
      .${SHEET_CLASS} > li {
        break-inside: avoid;
        page-break-inside: avoid;
        height: ${LABEL_HEIGHT} !important;
        border: 1.5px dashed #000 !important;
        color: #000 !important;
        box-shadow: none !important;
      }
    `}
  />
);

/**
 * 'Print Labels' mode: one lunch-box label per order, in the order they are packed (admin-area.md
 * "Orders"): by school in delivery order, allergies first within each school (issue 31).
 * `deliveryTimes`: each school's delivery time by its lower-case name.
 */
export function LunchLabels({ orders, date, deliveryTimes }: { orders: readonly AdminOrder[]; date: string; deliveryTimes?: ReadonlyMap<string, string> }) {
  const sorted = useMemo(() => labelsInDeliveryOrder(orders, deliveryTimes), [orders, deliveryTimes]);
  const { t } = useTranslation();
  const longDate = formatLongDate(date, useLanguage());

  return (
    <>
      {printStyles}
      <WindowList
        items={sorted}
        itemKey={(order) => order.id}
        renderItem={(order, itemProps) => <ShownLabel key={order.id} order={order} longDate={longDate} itemProps={itemProps} />}
        estimateHeight={LABEL_HEIGHT_PX}
        minColumnWidth={LABEL_WIDTH_PX}
        overscan={LABEL_OVERSCAN}
        gap={16}
        className={SHEET_CLASS}
        aria-label={t('admin.labels.listLabel', { date: longDate })}
      />
    </>
  );
}

interface LunchLabelProps {
  order: AdminOrder;
  longDate: string;
  itemProps: WindowListItemProps;
}

/** A label drawn again only for another order, date or place in the list: the list draws itself again at each step of a scroll. */
const ShownLabel = memo(
  LunchLabel,
  (before: LunchLabelProps, after: LunchLabelProps) =>
    before.order === after.order && before.longDate === after.longDate && samePlace(before.itemProps, after.itemProps),
);

function LunchLabel({ order, longDate, itemProps }: LunchLabelProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      {...itemProps}
      aria-label={t('admin.labels.label', { child: order.childName, id: order.id })}
      sx={{
        height: LABEL_HEIGHT,
        boxSizing: 'border-box',
        border: '2px dashed',
        borderColor: 'text.secondary',
        borderRadius: 1,
        p: '0.15in',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <Typography component="p" sx={{ fontSize: '1.3rem', fontWeight: 800, lineHeight: 1.2 }}>
        {order.childName}
      </Typography>
      {order.childAllergies.length > 0 ? (
        <Typography
          component="p"
          data-testid="label-allergies"
          sx={{ fontWeight: 800, textTransform: 'uppercase', border: '2px solid', px: 0.5, my: 0.25, '@media print': { borderColor: '#000' } }}
        >
          ⚠ {t('admin.orders.allergies', { allergies: order.childAllergies.join(', ') })}
        </Typography>
      ) : null}
      {order.childMedicalDiet.length > 0 ? (
        <Typography
          component="p"
          data-testid="label-medical-diet"
          sx={{ fontWeight: 800, border: '2px dashed', px: 0.5, my: 0.25, '@media print': { borderColor: '#000' } }}
        >
          ✚ {t('admin.dietRequests.medicalDietLabel')}: {order.childMedicalDiet.join(', ')}
        </Typography>
      ) : null}
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {order.school}
      </Typography>
      <Typography component="p" variant="body2">
        {t('admin.orders.grade', { grade: order.grade })}
        {order.teacher ? ` · ${order.teacher}` : ''}
      </Typography>
      <Typography component="p" sx={{ mt: 0.75, fontWeight: 700 }}>
        {order.lunchOptions.join(', ')}
      </Typography>
      {order.notes ? (
        <Typography
          component="p"
          variant="body2"
          sx={{ fontStyle: 'italic', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {t('admin.labels.note', { notes: order.notes })}
        </Typography>
      ) : null}
      <Box sx={{ mt: 'auto', pt: 0.5, display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="p" variant="caption">
          {longDate}
        </Typography>
        <Typography component="p" variant="caption" sx={{ fontWeight: 700 }}>
          {t('admin.orders.orderNumber', { id: order.id })}
        </Typography>
      </Box>
    </Box>
  );
}
