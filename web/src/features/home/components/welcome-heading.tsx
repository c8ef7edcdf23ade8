import Typography from '@mui/material/Typography';

export function WelcomeHeading({ fullName }: { fullName: string }) {
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Welcome back, {fullName}!
      </Typography>
      <Typography color="text.secondary">Manage your children and plan their school lunches.</Typography>
    </>
  );
}
