import { memo } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from 'use-debounce';
import { SEARCH_PAUSE_MS } from '../hooks/use-user-page.ts';

/**
 * The Users tab's search field. The browser keeps what is typed (an uncontrolled field), so a key
 * renders nothing in React (issue 34: under 100 ms a key on a phone); the tab is handed the trimmed
 * search once typing pauses.
 */
export const UserSearchField = memo(function UserSearchField({ tableId, onSearch }: { tableId: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const searchOncePaused = useDebouncedCallback((typed: string) => onSearch(typed.trim()), SEARCH_PAUSE_MS);
  return (
    <TextField
      type="search"
      label={t('admin.users.search')}
      helperText={t('admin.users.searchHint')}
      defaultValue=""
      onChange={(event) => searchOncePaused(event.target.value)}
      size="small"
      sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
      slotProps={{ htmlInput: { 'aria-controls': tableId } }}
    />
  );
});
