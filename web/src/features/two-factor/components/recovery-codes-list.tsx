import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The ten recovery codes, shown once after two-factor is turned on (only their hashes are kept). */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} role="region" aria-label={t('profile.security.recoveryTitle')}>
      <Typography variant="h3">{t('profile.security.recoveryTitle')}</Typography>
      <Typography color="text.secondary">{t('profile.security.recoveryIntro')}</Typography>
      <List dense sx={{ fontFamily: 'monospace', columns: 2 }}>
        {codes.map((code) => (
          <ListItem key={code} disableGutters>
            {code}
          </ListItem>
        ))}
      </List>
      <Button variant="outlined" onClick={onDone}>
        {t('profile.security.recoveryDone')}
      </Button>
    </Stack>
  );
}
