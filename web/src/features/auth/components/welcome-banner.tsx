import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LunchDiningIcon from '@mui/icons-material/LunchDining';

/** The greeting from the provider's team above the auth forms. */
export function WelcomeBanner() {
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
          Welcome to Lunchbox!
        </Typography>
        <Typography>
          From all of us on the Lunchbox team: sign in or create an account to order fresh, kid-approved lunches delivered right to your child&apos;s school.
        </Typography>
      </div>
    </Box>
  );
}
