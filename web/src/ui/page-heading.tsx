import Typography from '@mui/material/Typography';

/** A page's title (its one h1) and the line under it that says what the page is for. */
export function PageHeading({ title, lead }: { title: string; lead: string }) {
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
        {lead}
      </Typography>
    </>
  );
}
