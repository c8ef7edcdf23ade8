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

const SELLING_POINTS: { title: string; text: string; Icon: SvgIconComponent }[] = [
  {
    title: 'Register Your Children',
    text: 'Create a profile for each child with their school, grade and class, so every lunch reaches the right hands.',
    Icon: ChildCareIcon,
  },
  {
    title: 'Order & Schedule',
    text: "Browse this week's and next week's menu and pick a lunch for each school day, up to a day ahead.",
    Icon: EventAvailableIcon,
  },
  {
    title: 'Enjoy Fresh Meals',
    text: 'Nutritious meals are prepared fresh and delivered to school, labelled with your child’s name and class.',
    Icon: RestaurantIcon,
  },
];

/** The signed-out home page (spec section 1). */
export function LandingPage() {
  return (
    <>
      <Box component="section" aria-labelledby="landing-title" sx={{ background: 'linear-gradient(160deg, #fff3e0 0%, #fffaf5 60%)', py: { xs: 6, md: 10 } }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography id="landing-title" variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, mb: 2 }}>
            Kid-approved, nutritious lunches delivered fresh to school
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 4, fontWeight: 400 }}>
            Lunchbox brings healthy meals your kids will love straight to their school. Plan the week in minutes and skip the morning rush.
          </Typography>
          <Button href="/auth" variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
            Get Started Today
          </Button>
        </Container>
      </Box>
      <Container component="section" aria-labelledby="how-it-works-title" maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography id="how-it-works-title" variant="h2" sx={{ textAlign: 'center', mb: 4 }}>
          How It Works
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
                {title}
              </Typography>
              <Typography color="text.secondary">{text}</Typography>
            </Paper>
          ))}
        </Box>
      </Container>
    </>
  );
}
