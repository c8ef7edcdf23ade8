import Typography from '@mui/material/Typography';

/** The admin dashboard's Menu tab (admin-area.md "Menu management"). Being built. */
export function AdminMenuTab() {
  return <Typography component="h2" variant="h2">Menu Management</Typography>;
}
