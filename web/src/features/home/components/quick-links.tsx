import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

const LINKS: { label: string; hint: string; href: string; Icon: SvgIconComponent }[] = [
  { label: 'Place Order', hint: 'Choose lunches for the coming days', href: '/my-orders?tab=order', Icon: ShoppingBagOutlinedIcon },
  { label: 'Account Settings', hint: 'Update your details and child profiles', href: '/profile', Icon: ManageAccountsOutlinedIcon },
];

/** The home screen's two quick links. */
export function QuickLinks() {
  return (
    <Box component="nav" aria-label="Quick links" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {LINKS.map(({ label, hint, href, Icon }) => (
        <Paper key={href} variant="outlined">
          <CardActionArea href={href} sx={{ p: 2.5 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Icon color="primary" fontSize="large" aria-hidden />
              <div>
                <Typography variant="h3" component="span" sx={{ display: 'block' }}>
                  {label}
                </Typography>
                <Typography color="text.secondary" component="span">
                  {hint}
                </Typography>
              </div>
            </Stack>
          </CardActionArea>
        </Paper>
      ))}
    </Box>
  );
}
