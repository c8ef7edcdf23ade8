import Typography from '@mui/material/Typography';

/** The admin dashboard's Communications tab (admin-area.md "Communications"). Being built. */
export function AdminCommunicationsTab() {
  return <Typography component="h2" variant="h2">Communications</Typography>;
}
