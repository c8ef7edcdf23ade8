import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from 'react-i18next';

const LINKS: { label: string; hint: string; href: string; Icon: SvgIconComponent }[] = [
  { label: 'home.placeOrder', hint: 'home.placeOrderHint', href: '/my-orders?tab=order', Icon: ShoppingBagOutlinedIcon },
  { label: 'home.accountSettings', hint: 'home.accountSettingsHint', href: '/profile', Icon: ManageAccountsOutlinedIcon },
];

/** The home screen's two quick links. */
export function QuickLinks() {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('home.quickLinks')} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {LINKS.map(({ label, hint, href, Icon }) => (
        <Paper key={href} variant="outlined">
          <CardActionArea href={href} sx={{ p: 2.5 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Icon color="primary" fontSize="large" aria-hidden />
              <div>
                <Typography variant="h3" component="span" sx={{ display: 'block' }}>
                  {t(label)}
                </Typography>
                <Typography color="text.secondary" component="span">
                  {t(hint)}
                </Typography>
              </div>
            </Stack>
          </CardActionArea>
        </Paper>
      ))}
    </Box>
  );
}
