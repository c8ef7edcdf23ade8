import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function WelcomeHeading({ fullName }: { fullName: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('home.welcomeBack', { name: fullName })}
      </Typography>
      <Typography color="text.secondary">{t('home.welcomeLead')}</Typography>
    </>
  );
}
