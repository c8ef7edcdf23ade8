import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LunchDiningIcon from '@mui/icons-material/LunchDining';
import { useTranslation } from 'react-i18next';

/** The greeting from the provider's team above the auth forms. */
export function WelcomeBanner() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="welcome-banner-title"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        p: { xs: 2, sm: 3 },
        mb: 3,
        borderRadius: 3,
        color: 'primary.contrastText',
        background: 'linear-gradient(135deg, #e65100 0%, #fb8c00 100%)',
      }}
    >
      <LunchDiningIcon aria-hidden sx={{ fontSize: 48, flexShrink: 0 }} />
      <div>
        <Typography id="welcome-banner-title" variant="h2" component="h1" sx={{ mb: 0.5 }}>
          {t('auth.bannerTitle')}
        </Typography>
        <Typography>{t('auth.bannerText')}</Typography>
      </div>
    </Box>
  );
}
