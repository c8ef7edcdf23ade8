import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { formatLongDate } from '@lunchbox/domain/school-dates';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';
import { LoadStates } from '../../../ui/load-states.tsx';
import { PrintOnly } from '../../../ui/print-only.tsx';
import { useDeliverySheets, type DeliverySheets } from '../api/admin-production.ts';

/** The class the print stylesheet keeps: only the sheets go on paper, one school a page. */
const SHEET_CLASS = 'delivery-sheets';

const sheetPrintCss = `
  .${SHEET_CLASS} { color: #000 !important; font-size: 11pt; }
  .${SHEET_CLASS} .delivery-school + .delivery-school { break-before: page; page-break-before: always; }
  .${SHEET_CLASS} th, .${SHEET_CLASS} td { padding: 2pt 6pt !important; border-bottom: 1px solid #999 !important; color: #000 !important; }
`;

const CELL_SX = { textAlign: 'left', px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' } as const;

/**
 * The driver's delivery sheets (issue 31 section 2), reached from the Production tab: for a date,
 * one sheet per school in the order they are delivered, each with the school, its delivery time,
 * the count of each dish and the children (name and class) whose lunches go there. Print puts one
 * school on each page.
 */
export function DeliverySheetsView({ date, schoolId, onBack }: { date: string; schoolId: number | null; onBack: () => void }) {
  const { t } = useTranslation();
  const longDate = formatLongDate(date, useLanguage());
  const { sheets, loading, error, refetch } = useDeliverySheets(date, schoolId);
  return (
    <Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 3, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={onBack}>
          {t('admin.delivery.back')}
        </Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!sheets || sheets.total === 0}>
          {t('admin.delivery.print')}
        </Button>
      </Stack>
      <Typography component="h3" variant="h3" sx={{ mb: 2 }}>
        {t('admin.delivery.title')} · {longDate}
      </Typography>
      <LoadStates
        query={{ loading, error, refetch }}
        isEmpty={!sheets || sheets.total === 0}
        texts={{ loading: t('admin.delivery.loading'), failure: t('admin.delivery.fetchFailed'), empty: t('admin.delivery.none', { date: longDate }) }}
        minHeight={200}
      >
        {sheets ? <Sheets sheets={sheets} longDate={longDate} /> : null}
      </LoadStates>
    </Box>
  );
}

function Sheets({ sheets, longDate }: { sheets: DeliverySheets; longDate: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PrintOnly className={SHEET_CLASS} sheetCss={sheetPrintCss} />
      <Box className={SHEET_CLASS}>
        {sheets.schools.map((school) => (
          <Paper
            key={`${school.schoolId ?? school.school}`}
            component="section"
            className="delivery-school"
            variant="outlined"
            aria-label={t('admin.delivery.sheetLabel', { school: school.school })}
            sx={{ p: 2, mb: 3 }}
          >
            <Typography component="h4" variant="h4">
              {school.deliveryTime ? t('admin.delivery.heading', { school: school.school, time: school.deliveryTime }) : school.school}
            </Typography>
            <Typography component="p" sx={{ mb: 1 }}>
              {longDate} · {t('admin.today.count', { count: school.total })}
            </Typography>
            <Box component="table" aria-label={t('admin.delivery.dish')} sx={{ borderCollapse: 'collapse', mb: 2 }}>
              <thead>
                <tr>
                  <Box component="th" scope="col" sx={CELL_SX}>
                    {t('admin.delivery.dish')}
                  </Box>
                  <Box component="th" scope="col" sx={{ ...CELL_SX, textAlign: 'right' }}>
                    {t('admin.delivery.count')}
                  </Box>
                </tr>
              </thead>
              <tbody>
                {school.items.map((item) => (
                  <tr key={item.menuItem}>
                    <Box component="td" sx={CELL_SX}>
                      {item.menuItem}
                    </Box>
                    <Box component="td" sx={{ ...CELL_SX, textAlign: 'right', fontWeight: 700 }}>
                      {item.count}
                    </Box>
                  </tr>
                ))}
              </tbody>
            </Box>
            <Box component="table" aria-label={t('admin.delivery.child')} sx={{ borderCollapse: 'collapse', width: '100%' }}>
              <thead>
                <tr>
                  {[t('admin.delivery.child'), t('admin.delivery.class'), t('admin.delivery.dish')].map((label) => (
                    <Box component="th" scope="col" key={label} sx={CELL_SX}>
                      {label}
                    </Box>
                  ))}
                </tr>
              </thead>
              <tbody>
                {school.children.map((child, index) => (
                  <tr key={`${child.childName}|${child.grade}|${child.teacher ?? ''}|${index}`}>
                    <Box component="td" sx={CELL_SX}>
                      {child.childName}
                    </Box>
                    <Box component="td" sx={CELL_SX}>
                      {[child.grade, child.teacher].filter(Boolean).join(' · ')}
                    </Box>
                    <Box component="td" sx={CELL_SX}>
                      {child.menuItem}
                    </Box>
                  </tr>
                ))}
              </tbody>
            </Box>
          </Paper>
        ))}
      </Box>
    </>
  );
}
