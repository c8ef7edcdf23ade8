import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import type { SvgIconComponent } from '@mui/icons-material';
import { BRAND_ORANGE } from '../../../ui/brand.ts';
import { useTranslation } from 'react-i18next';

const SELLING_POINTS: { title: string; text: string; Icon: SvgIconComponent }[] = [
  {
    title: 'landing.registerTitle',
    text: 'landing.registerText',
    Icon: ChildCareIcon,
  },
  {
    title: 'landing.orderTitle',
    text: 'landing.orderText',
    Icon: EventAvailableIcon,
  },
  {
    title: 'landing.enjoyTitle',
    text: 'landing.enjoyText',
    Icon: RestaurantIcon,
  },
];

/** The signed-out home page (spec section 1). */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <>
      <Box component="section" aria-labelledby="landing-title" sx={{ background: 'linear-gradient(160deg, #fff3e0 0%, #fffaf5 60%)', py: { xs: 6, md: 10 } }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography id="landing-title" variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, mb: 2 }}>
            {t('landing.title')}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 4, fontWeight: 400 }}>
            {t('landing.lead')}
          </Typography>
          <Button href="/auth" variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
            {t('landing.getStarted')}
          </Button>
        </Container>
      </Box>
      <Container component="section" aria-labelledby="how-it-works-title" maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography id="how-it-works-title" variant="h2" sx={{ textAlign: 'center', mb: 4 }}>
          {t('landing.howItWorks')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {SELLING_POINTS.map(({ title, text, Icon }) => (
            <Paper key={title} variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
              <Box
                sx={{
                  width: 64,
                  height: 64,
                  mx: 'auto',
                  mb: 2,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: BRAND_ORANGE,
                  color: 'primary.contrastText',
                }}
              >
                <Icon aria-hidden fontSize="large" />
              </Box>
              <Typography variant="h3" sx={{ mb: 1 }}>
                {t(title)}
              </Typography>
              <Typography color="text.secondary">{t(text)}</Typography>
            </Paper>
          ))}
        </Box>
      </Container>
    </>
  );
}
