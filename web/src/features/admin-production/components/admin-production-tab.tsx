import { lazy, memo, startTransition, Suspense, useDeferredValue, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PrintIcon from '@mui/icons-material/Print';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { addDays, formatLongDate, mondayOf } from '@lunchbox/domain/school-dates';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { ChoiceField } from '../../../ui/choice-field.tsx';
import { focusRingWithoutRipple } from '../../../ui/focus-ring-without-ripple.ts';
import { LoadStates } from '../../../ui/load-states.tsx';
import { PrintOnly } from '../../../ui/print-only.tsx';
import {
  firstSheetDay,
  productionCsvUrl,
  useProductionSchools,
  useProductionSheet,
  type ProductionItemCount,
  type ProductionRange,
  type ProductionSheet,
} from '../api/admin-production.ts';
import { DeliverySheetsView } from './delivery-sheets.tsx';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@lunchbox/domain/i18n/languages';
import { useLanguage } from '../../../lib/i18n.ts';
import { TabTitle } from '../../../ui/tab-title.tsx';

/** The class the print stylesheet keeps: only the sheet goes on paper. */
const SHEET_CLASS = 'production-sheet';

const sheetPrintCss = `
  .${SHEET_CLASS} { color: #000 !important; font-size: 11pt; }
  .${SHEET_CLASS} section { break-inside: avoid; page-break-inside: avoid; content-visibility: visible !important; }
  .${SHEET_CLASS} .production-day + .production-day { break-before: page; page-break-before: always; }
  .${SHEET_CLASS} th, .${SHEET_CLASS} td { padding: 2pt 6pt !important; border-bottom: 1px solid #999 !important; color: #000 !important; }
`;

/**
 * The date field. Its code (MUI X's picker, the tab's largest part) comes after the tab's own: the
 * sheet is asked for meanwhile, and the field takes its place (a box of its size) when it has come.
 */
const SheetDateField = lazy(async () => ({ default: (await import('../../../ui/date-field.tsx')).DateField }));
const DATE_FIELD_SX = { minWidth: 220 } as const;
/** The date field's size (MUI's outlined field of normal size) while its code comes, so nothing beside or under it moves. */
const DATE_FIELD_PLACE = <Box sx={{ minWidth: 220, height: 56 }} />;

/**
 * The date field with its Suspense boundary, drawn again only when its own props change. MUI X's
 * field reads the page's text selection after each of its renders, which makes the browser lay out
 * the page there and then. And on a page the server drew, the field is adopted on its own once its
 * code has come, in slices: an update of the tab reaching its boundary before then (the sheet or
 * the schools answered) made React adopt it, or draw it anew, within that one update (issue 34: TBT).
 */
const SheetDate = memo(function SheetDate(props: { label: string; value: string; onChange: (date: string) => void; helperText: string | undefined }) {
  return (
    <Suspense fallback={DATE_FIELD_PLACE}>
      <SheetDateField {...props} sx={DATE_FIELD_SX} />
    </Suspense>
  );
});

function rangeTitle(range: ProductionRange, t: TFunction, language: LanguageCode): string {
  if (range.kind === 'date') return formatLongDate(range.date, language);
  const monday = mondayOf(range.date);
  return t('admin.production.week', { from: formatLongDate(monday, language), to: formatLongDate(addDays(monday, 4), language) });
}

/**
 * The Production tab (issue 13 section 3): what the kitchen cooks for a date or a week, by school
 * and by grade and teacher, with the children who have allergies named under their dish. Print
 * puts only the sheet on paper; Download CSV gets the same counts as a file. The schools come in
 * delivery order, each with its delivery time and its allergies first (issue 31); the school filter
 * narrows the sheet to one, and Delivery sheets opens the driver's printable sheet of the date.
 */
export function AdminProductionTab() {
  const [kind, setKind] = useState<ProductionRange['kind']>('date');
  const [date, setDate] = useState(() => firstSheetDay(schoolTimeZone));
  // '' is every school; otherwise the school's id as text (the select's value).
  const [schoolChoice, setSchoolChoice] = useState('');
  const [showDelivery, setShowDelivery] = useState(false);
  const schoolId = schoolChoice === '' ? null : Number(schoolChoice);
  const range: ProductionRange | null = date ? { kind, date } : null;
  const { sheet, loading, error, refetch } = useProductionSheet(showDelivery ? null : range, schoolId);
  // A day of 600 lunches is drawn as a transition, in slices the browser can paint and answer
  // between (issue 34: TBT, INP): the sheet comes from Apollo as an update React may not split.
  // The spinner stays until it is drawn, unless an earlier sheet is there to show meanwhile.
  const shownSheet = useDeferredValue(sheet);
  const { answer: schools = [] } = useProductionSchools();
  const { t } = useTranslation();
  const language = useLanguage();
  const title = range ? rangeTitle(range, t, language) : '';
  const shownTitle = useDeferredValue(title);
  const everySchool = t('admin.production.everySchool');
  const schoolChoices = useMemo(
    () => [{ value: '', label: everySchool }, ...schools.map((school) => ({ value: String(school.id), label: school.name }))],
    [schools, everySchool],
  );

  if (showDelivery && date) {
    return (
      <Box>
        <TabTitle>{t('admin.production.title')}</TabTitle>
        <DeliverySheetsView date={date} schoolId={schoolId} onBack={() => setShowDelivery(false)} />
      </Box>
    );
  }

  return (
    <Box>
      <TabTitle>{t('admin.production.title')}</TabTitle>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ mb: 3, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={kind}
          // The toggle answers at once (without MUI's ripple, whose first mount restyled the whole sheet
          // within the tap); the date field and the sheet follow in the next frames (issue 34: INP).
          onChange={(_event, value: ProductionRange['kind'] | null) => value && startTransition(() => setKind(value))}
          aria-label={t('admin.production.sheetFor')}
        >
          <ToggleButton value="date" disableRipple sx={focusRingWithoutRipple}>
            {t('admin.production.day')}
          </ToggleButton>
          <ToggleButton value="week" disableRipple sx={focusRingWithoutRipple}>
            {t('admin.production.weekToggle')}
          </ToggleButton>
        </ToggleButtonGroup>
        <SheetDate
          label={kind === 'date' ? t('admin.production.date') : t('admin.production.anyDay')}
          value={date}
          onChange={setDate}
          helperText={date ? undefined : t('admin.production.completeDate')}
        />
        <ChoiceField
          label={t('admin.production.school')}
          value={schoolChoice}
          choices={schoolChoices}
          // The list closes at once; the chosen school's sheet follows in the next frames (issue 34: INP).
          onChange={(choice) => startTransition(() => setSchoolChoice(choice))}
          minWidth={200}
        />
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!sheet || sheet.total === 0}>
          {t('admin.production.print')}
        </Button>
        {range ? (
          <Button variant="outlined" startIcon={<DownloadIcon />} href={productionCsvUrl(range, schoolId)} download>
            {t('admin.production.downloadCsv')}
          </Button>
        ) : null}
        {kind === 'date' && date ? (
          <Button variant="outlined" startIcon={<LocalShippingOutlinedIcon />} onClick={() => setShowDelivery(true)}>
            {t('admin.production.deliverySheets')}
          </Button>
        ) : null}
      </Stack>
      {range ? (
        <LoadStates
          query={{ loading: loading || (sheet !== null && shownSheet === null), error, refetch }}
          isEmpty={!sheet || sheet.total === 0}
          texts={{ loading: t('admin.production.loading'), failure: t('admin.production.fetchFailed'), empty: t('admin.production.none', { range: title }) }}
          minHeight={200}
        >
          {shownSheet ? <SheetView sheet={shownSheet} title={shownTitle} /> : null}
        </LoadStates>
      ) : null}
    </Box>
  );
}

/**
 * The class rows' cells, styled once on the table like MUI's small cells: a week's sheet has
 * hundreds of rows, and a MUI TableCell each (its own styles to resolve) made opening it slow.
 */
const CLASS_ROWS_SX: SxProps<Theme> = {
  '& tbody td': {
    typography: 'body2',
    px: 2,
    py: '6px',
    borderBottom: 1,
    borderColor: 'divider',
    textAlign: 'left',
    verticalAlign: 'inherit',
  },
  '& tbody td.production-count': { textAlign: 'right', fontWeight: 700 },
};

/**
 * A school's section is laid out and painted only near the screen (its text stays in the page for
 * readers, search and print): laying out and painting a busy day's hundreds of table rows at once
 * made long frames after the sheet came (issue 34). Until drawn, it counts as a school's height.
 */
const SCHOOL_SX: SxProps<Theme> = { mb: 2, contentVisibility: 'auto', containIntrinsicSize: 'auto 1500px' };

/** Drawn again only for another sheet or title: the tab's own changes (a toggle, a focus) leave its hundreds of rows alone. */
const SheetView = memo(function SheetView({ sheet, title }: { sheet: ProductionSheet; title: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // A class table's columns, left to right.
  const classColumns: { label: string; align?: 'right' }[] = [
    { label: t('admin.production.grade') },
    { label: t('admin.production.teacher') },
    { label: t('admin.production.menuItem') },
    { label: t('admin.production.count'), align: 'right' },
    { label: t('admin.production.allergies') },
  ];
  return (
    <>
      <PrintOnly className={SHEET_CLASS} sheetCss={sheetPrintCss} />
      <Box className={SHEET_CLASS} aria-label={t('admin.production.sheetLabel', { title })} role="region">
        <Typography component="h3" variant="h3" sx={{ mb: 2 }}>
          {t('admin.production.sheetTitle', { title, lunches: t('admin.today.count', { count: sheet.total }) })}
        </Typography>
        {sheet.days.map((day) => (
          <Paper
            key={day.date}
            component="section"
            className="production-day"
            variant="outlined"
            aria-label={formatLongDate(day.date, language)}
            sx={{ p: 2, mb: 3 }}
          >
            <Typography component="h4" variant="h4" sx={{ mb: 1 }}>
              {formatLongDate(day.date, language)} · {t('admin.today.count', { count: day.total })}
            </Typography>
            <Typography component="p" sx={{ mb: 2 }}>
              <strong>{t('admin.production.allSchools')}</strong> {day.items.map((item) => `${item.count} × ${item.menuItem}`).join(' · ')}
            </Typography>
            {day.schools.map((school) => (
              <Box
                key={school.schoolId ?? school.school}
                component="section"
                aria-label={`${school.school}, ${formatLongDate(day.date, language)}`}
                sx={SCHOOL_SX}
              >
                <Typography component="h5" variant="h5" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
                  {school.school}
                  {school.deliveryTime ? ` · ${t('admin.production.delivery', { time: school.deliveryTime })}` : ''} ·{' '}
                  {t('admin.today.count', { count: school.total })}
                </Typography>
                <Typography component="p" variant="body2" sx={{ mb: 1 }}>
                  {school.items.map((item) => `${item.count} × ${item.menuItem}`).join(' · ')}
                </Typography>
                <SchoolAllergies items={school.items} />
                <Table size="small" aria-label={t('admin.production.byClass', { school: school.school })} sx={CLASS_ROWS_SX}>
                  <TableHead>
                    <TableRow>
                      {classColumns.map((column) => (
                        <TableCell key={column.label} component="th" scope="col" align={column.align}>
                          {column.label}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {school.classes.flatMap((group) =>
                      group.items.map((item) => (
                        <tr key={`${group.grade}|${group.teacher ?? ''}|${item.menuItem}`}>
                          <td>{group.grade}</td>
                          <td>{group.teacher ?? ''}</td>
                          <td>{item.menuItem}</td>
                          <td className="production-count">{item.count}</td>
                          <td>
                            <AllergyNotes item={item} />
                          </td>
                        </tr>
                      )),
                    )}
                  </TableBody>
                </Table>
              </Box>
            ))}
          </Paper>
        ))}
      </Box>
    </>
  );
});

function AllergyNotes({ item }: { item: ProductionItemCount }) {
  if (item.allergyNotes.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {item.allergyNotes.map((note) => (
        <Box component="li" key={note.childName} sx={{ display: 'flex', gap: 0.5, alignItems: 'center', fontWeight: 700 }}>
          <WarningAmberIcon fontSize="small" aria-hidden />
          {note.childName}: {note.allergies.join(', ')}
        </Box>
      ))}
    </Box>
  );
}

/** A school's children with allergies or a medical diet, before its class table: the kitchen packs them first. */
function SchoolAllergies({ items }: { items: readonly ProductionItemCount[] }) {
  const { t } = useTranslation();
  const notes = items.flatMap((item) => item.allergyNotes.map((note) => ({ ...note, menuItem: item.menuItem })));
  if (notes.length === 0) return null;
  return (
    <Box component="ul" aria-label={t('admin.production.allergies')} sx={{ m: 0, mb: 1, p: 0, listStyle: 'none' }}>
      {notes.map((note) => (
        <Box component="li" key={`${note.childName}|${note.menuItem}`} sx={{ display: 'flex', gap: 0.5, alignItems: 'center', fontWeight: 700 }}>
          <WarningAmberIcon fontSize="small" aria-hidden />
          {note.childName} ({[note.grade, note.teacher].filter(Boolean).join(' · ')}), {note.menuItem}: {note.allergies.join(', ')}
        </Box>
      ))}
    </Box>
  );
}
