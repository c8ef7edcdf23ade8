import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A link to another screen, shown as a button with an icon ('Back to Home'). */
export interface ScreenLink {
  href: string;
  label: string;
  icon: ReactNode;
  /** The screen's main next step is a contained button; the others are outlined. */
  contained?: boolean;
}

type ScreenHeaderProps = {
  /** The page's one h1. */
  title: ReactNode;
  /** A line under the title ('3 items'). */
  subtitle?: ReactNode;
} & (
  | {
      /** The screen's buttons, beside the title on wider screens and under it on phones. */
      actions: ReactNode;
      links?: never;
    }
  | {
      /** Or the screen's links to other screens, in one row in that place. */
      links: readonly ScreenLink[];
      actions?: never;
    }
);

/** A screen's top: its title and its buttons (the profile's, the cart's, the weekly menu's). */
export function ScreenHeader({ title, subtitle, actions, links }: ScreenHeaderProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 4, alignItems: { sm: 'center' } }}>
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="h1">{title}</Typography>
        {subtitle ? <Typography color="text.secondary">{subtitle}</Typography> : null}
      </Box>
      {links ? (
        <Stack direction="row" spacing={1}>
          {links.map((link) => (
            <Button key={link.href} href={link.href} variant={link.contained ? 'contained' : 'outlined'} startIcon={link.icon}>
              {link.label}
            </Button>
          ))}
        </Stack>
      ) : (
        actions
      )}
    </Stack>
  );
}

/** A whole screen: the width and margins every screen has, its header, then what it shows. */
export function Screen({ children, ...header }: ScreenHeaderProps & { children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <ScreenHeader {...header} />
      {children}
    </Container>
  );
}
