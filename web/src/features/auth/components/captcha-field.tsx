import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { ReactNode } from 'react';
import { CodeImage } from '../../../ui/code-image.tsx';
import type { Captcha } from '../api/auth.ts';
import { useTranslation } from 'react-i18next';

interface CaptchaFieldProps {
  captcha: Captcha | null;
  loading: boolean;
  failed: boolean;
  onNewText: () => void;
  /** The answer box, bound to the form by its owner. */
  children: ReactNode;
}

/** The captcha image, its 'New Text' control and the answer box. */
export function CaptchaField({ captcha, loading, failed, onNewText, children }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, m: 0 }}>
      <Typography component="legend" variant="body2" sx={{ px: 0.5, color: 'text.secondary' }}>
        {t('auth.captchaLegend')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Box aria-live="polite" aria-busy={loading} sx={{ width: 180, height: 60, flexShrink: 0 }}>
          {loading ? (
            <Skeleton variant="rounded" width={180} height={60} />
          ) : captcha ? (
            <CodeImage src={captcha.image} alt={t('auth.captchaImage')} width={180} height={60} />
          ) : (
            <Typography role="alert" variant="body2" color="error">
              {failed ? t('auth.captchaFailed') : null}
            </Typography>
          )}
        </Box>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onNewText} disabled={loading}>
          {t('auth.newText')}
        </Button>
      </Stack>
      {children}
    </Box>
  );
}
