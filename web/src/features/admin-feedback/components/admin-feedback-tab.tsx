import Typography from '@mui/material/Typography';

/** The admin dashboard's Feedback tab (admin-area.md "Feedback (admin)"). Being built. */
export function AdminFeedbackTab() {
  return <Typography component="h2" variant="h2">Customer Feedback</Typography>;
}
