import { memo, useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from 'use-debounce';
import { SEARCH_PAUSE_MS } from '../hooks/use-user-page.ts';

/**
 * The Users tab's search field. The browser keeps what is typed (an uncontrolled field), so a key
 * renders nothing in React (issue 34: under 100 ms a key on a phone); the tab is handed the trimmed
 * search once typing pauses. Built of TextField's own parts: TextField imports MUI's Select (with
 * its Menu, Popover and Modal) for its `select` mode, code the tab's first screen would fetch and
 * run for nothing (issue 34).
 */
export const UserSearchField = memo(function UserSearchField({ tableId, onSearch }: { tableId: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const searchOncePaused = useDebouncedCallback((typed: string) => onSearch(typed.trim()), SEARCH_PAUSE_MS);
  const label = t('admin.users.search');
  return (
    <FormControl size="small" sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        id={inputId}
        type="search"
        label={label}
        defaultValue=""
        onChange={(event) => searchOncePaused(event.target.value)}
        aria-describedby={hintId}
        inputProps={{ 'aria-controls': tableId }}
      />
      <FormHelperText id={hintId}>{t('admin.users.searchHint')}</FormHelperText>
    </FormControl>
  );
});
