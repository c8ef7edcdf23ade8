import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { LoadStates } from '../../../ui/load-states.tsx';
import { TabTitle } from '../../../ui/tab-title.tsx';
import { useAdminSchools, type AdminSchool } from '../api/admin-schools.ts';
import { SchoolDialog } from './school-dialog.tsx';
import { SchoolsTable } from './schools-table.tsx';

/**
 * The Schools tab (issue 31 section 1, docs/schools.md): the schools the caterer serves, added and
 * changed here. A school is never deleted; made inactive, new children can no longer choose it.
 */
export function AdminSchoolsTab() {
  const { t } = useTranslation();
  const query = useAdminSchools();
  const { answer: schools = [] } = query;
  // The dialog keeps the school it shows while it closes, so its title does not change mid-animation.
  const [dialog, setDialog] = useState<{ open: boolean; school: AdminSchool | null }>({ open: false, school: null });

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Box>
          <TabTitle>{t('admin.schools.title')}</TabTitle>
          <Typography color="text.secondary">{t('admin.schools.intro')}</Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ open: true, school: null })} sx={{ flexShrink: 0 }}>
          {t('admin.schools.add')}
        </Button>
      </Stack>
      <LoadStates
        query={query}
        isEmpty={schools.length === 0}
        texts={{ loading: t('admin.schools.loading'), failure: t('admin.schools.fetchFailed'), empty: t('admin.schools.none') }}
        minHeight={120}
      >
        <SchoolsTable schools={schools} onEdit={(school) => setDialog({ open: true, school })} />
      </LoadStates>
      <SchoolDialog open={dialog.open} school={dialog.school} onClose={() => setDialog((current) => ({ ...current, open: false }))} />
    </Box>
  );
}
