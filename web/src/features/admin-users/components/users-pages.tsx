import { memo, useId } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { useTranslation } from 'react-i18next';
import { USERS_PER_PAGE_CHOICES } from '../hooks/use-user-page.ts';

interface UsersPagesProps {
  /** How many users the search found (all pages). */
  count: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (count: number) => void;
}

/**
 * The users table's pages: how many a page shows, which of them are shown, the previous and next
 * page. Laid out as MUI's TablePagination, but of a native select and two buttons: TablePagination's
 * own Select brings MUI's Menu, Popover and Modal, code the tab's first screen would fetch and run
 * for a choice made now and then (issue 34); a phone shows the native select as its own picker.
 */
export const UsersPages = memo(function UsersPages({ count, page, perPage, onPage, onPerPage }: UsersPagesProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const from = count === 0 ? 0 : page * perPage + 1;
  const to = Math.min(count, (page + 1) * perPage);
  const lastPage = Math.max(0, Math.ceil(count / perPage) - 1);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        columnGap: 2,
        minHeight: 52,
        px: 0.25,
        typography: 'body2',
        color: 'text.primary',
        '& select': {
          font: 'inherit',
          color: 'inherit',
          backgroundColor: 'transparent',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          py: 0.25,
          px: 0.5,
          cursor: 'pointer',
        },
        '& select:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid', outlineOffset: 2 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <label htmlFor={selectId}>{t('admin.users.rowsPerPage')}</label>
        <select id={selectId} value={perPage} onChange={(event) => onPerPage(Number(event.target.value))}>
          {USERS_PER_PAGE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </Box>
      <Box component="p" sx={{ m: 0 }}>
        {t('admin.users.pageRange', { from, to, count })}
      </Box>
      <Box sx={{ display: 'flex' }}>
        <IconButton onClick={() => onPage(page - 1)} disabled={page === 0} color="inherit" aria-label={t('admin.users.previousPage')} title={t('admin.users.previousPage')}>
          <KeyboardArrowLeft />
        </IconButton>
        <IconButton onClick={() => onPage(page + 1)} disabled={page >= lastPage} color="inherit" aria-label={t('admin.users.nextPage')} title={t('admin.users.nextPage')}>
          <KeyboardArrowRight />
        </IconButton>
      </Box>
    </Box>
  );
});
