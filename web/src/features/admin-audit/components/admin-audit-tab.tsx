import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { AUDIT_ACTIONS, type TrailPlaces } from '@lunchbox/domain/audit-trail';
import { formatInstantDateTime } from '@lunchbox/domain/school-dates';
import { useLanguage } from '../../../lib/i18n.ts';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { failureMessage } from '../../../lib/server-errors.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { LoadStates } from '../../../ui/load-states.tsx';
import { NATIVE_SELECT_SLOTS } from '../../../ui/native-select.tsx';
import { TabTitle } from '../../../ui/tab-title.tsx';
import { auditCsvUrl, NO_AUDIT_FILTER, useAuditPage, type AuditEntry, type AuditFilterForm } from '../api/admin-audit.ts';

const ALL_ACTIONS = Object.values(AUDIT_ACTIONS).flat();

/** 'price: 4.00 → 4.25' lines of an entry's changed fields (JSON values as written). */
function changeLines(entry: AuditEntry): string[] {
  const changes = JSON.parse(entry.changes) as Record<string, { before?: unknown; after?: unknown }>;
  return Object.entries(changes).map(([field, { before, after }]) => {
    const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
    if (before === undefined) return `${field}: ${show(after)}`;
    if (after === undefined) return `${field}: ${show(before)} →`;
    return `${field}: ${show(before)} → ${show(after)}`;
  });
}

/**
 * The Audit tab (issue 30 section 2): what administrators did and who signed in, newest first,
 * from the four services' trails; filtered by who, what, on what and when, a page at a time, and
 * downloadable as CSV with the same filters.
 */
export function AdminAuditTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [draft, setDraft] = useState<AuditFilterForm>(NO_AUDIT_FILTER);
  const [applied, setApplied] = useState<AuditFilterForm>(NO_AUDIT_FILTER);
  // Where each page started: the last is the page shown, the ones before it are "Newer entries".
  const [starts, setStarts] = useState<TrailPlaces[]>([{}]);
  const trail = useAuditPage(applied, starts.at(-1)!);
  const entries = trail.page?.entries ?? [];

  const edit = (field: keyof AuditFilterForm) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const apply = (form: AuditFilterForm) => {
    setApplied(form);
    setStarts([{}]);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const clear = () => {
    setDraft(NO_AUDIT_FILTER);
    apply(NO_AUDIT_FILTER);
  };

  return (
    <Box>
      <TabTitle>{t('admin.audit.title')}</TabTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('admin.audit.intro')}
      </Typography>
      <Paper component="form" variant="outlined" aria-label={t('admin.audit.filters')} onSubmit={submit} sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}>
          <TextField label={t('admin.audit.actor')} value={draft.actor} onChange={(event) => edit('actor')(event.target.value)} name="actor" size="small" />
          <TextField
            select
            label={t('admin.audit.action')}
            value={draft.action}
            onChange={(event) => edit('action')(event.target.value)}
            name="action"
            size="small"
            slotProps={NATIVE_SELECT_SLOTS}
            sx={{ minWidth: 220 }}
          >
            <option value="">{t('admin.audit.anyAction')}</option>
            {ALL_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`admin.audit.actions.${action}`)}
              </option>
            ))}
          </TextField>
          <TextField label={t('admin.audit.target')} value={draft.target} onChange={(event) => edit('target')(event.target.value)} name="target" size="small" />
          <DateField label={t('admin.audit.from')} value={draft.from} onChange={edit('from')} name="from" />
          <DateField label={t('admin.audit.to')} value={draft.to} onChange={edit('to')} name="to" />
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained">
            {t('admin.audit.apply')}
          </Button>
          <Button type="button" variant="outlined" onClick={clear}>
            {t('admin.audit.clear')}
          </Button>
          <Button href={auditCsvUrl(applied)} download variant="outlined" startIcon={<DownloadIcon />}>
            {t('admin.audit.downloadCsv')}
          </Button>
        </Stack>
      </Paper>
      <LoadStates
        query={trail}
        isEmpty={entries.length === 0}
        texts={{ loading: t('admin.audit.loading'), failure: failureMessage(trail.error, t('admin.audit.loadFailed')), empty: t('admin.audit.empty') }}
        minHeight={160}
      >
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('admin.audit.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.audit.when')}</TableCell>
                <TableCell>{t('admin.audit.who')}</TableCell>
                <TableCell>{t('admin.audit.what')}</TableCell>
                <TableCell>{t('admin.audit.onWhat')}</TableCell>
                <TableCell>{t('admin.audit.changes')}</TableCell>
                <TableCell>{t('admin.audit.origin')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => {
                const lines = changeLines(entry);
                return (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstantDateTime(entry.occurredAt, schoolTimeZone, language)}</TableCell>
                    <TableCell>{entry.actorName ?? t('admin.audit.nobody')}</TableCell>
                    <TableCell>{t(`admin.audit.actions.${entry.action}`, { defaultValue: entry.action })}</TableCell>
                    <TableCell>{entry.targetType ? `${entry.targetType}:${entry.targetId ?? ''}` : '—'}</TableCell>
                    <TableCell>
                      {lines.length === 0
                        ? t('admin.audit.noChanges')
                        : lines.map((line) => (
                            <Typography key={line} variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
                              {line}
                            </Typography>
                          ))}
                    </TableCell>
                    <TableCell>
                      <Typography variant="body2">{entry.ip ?? '—'}</Typography>
                      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {entry.userAgent ?? ''}
                      </Typography>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
        <Stack component="nav" aria-label={t('admin.audit.pageLabel')} direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button variant="outlined" disabled={starts.length === 1} onClick={() => setStarts((current) => current.slice(0, -1))}>
            {t('admin.audit.newer')}
          </Button>
          <Button variant="outlined" disabled={!trail.page?.more} onClick={() => trail.page && setStarts((current) => [...current, trail.page!.places])}>
            {t('admin.audit.older')}
          </Button>
        </Stack>
      </LoadStates>
    </Box>
  );
}
