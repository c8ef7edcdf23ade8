import { memo, useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SEARCH_PAUSE_MS } from '../hooks/use-user-page.ts';
import { useSettled } from '../hooks/use-settled.ts';

/**
 * The Users tab's search field. It keeps what is typed itself, so a key redraws the field alone
 * (issue 34: under 100 ms a key on a phone), and hands the tab the trimmed search once typing pauses.
 */
export const UserSearchField = memo(function UserSearchField({ tableId, onSearch }: { tableId: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const search = useSettled(query.trim(), SEARCH_PAUSE_MS);
  useEffect(() => onSearch(search), [search, onSearch]);
  return (
    <TextField
      type="search"
      label={t('admin.users.search')}
      helperText={t('admin.users.searchHint')}
      value={query}
      onChange={(event) => setQuery(event.target.value)}
      size="small"
      sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
      slotProps={{ htmlInput: { 'aria-controls': tableId } }}
    />
  );
});
