import { forwardRef, useCallback } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { SnackbarContent, useSnackbar, type CustomContentProps } from 'notistack';
import { announce } from './live-region.ts';

export interface ToastOptions {
  title: string;
  description?: string;
  /** 'destructive' is the error look of spec section 8 (failures, removals). */
  variant?: 'default' | 'destructive';
  /** Stays until the parent dismisses it: for what they must read, such as a passed deadline. */
  persist?: boolean;
}

/** One toast card: a title line and a text line, dismissible. */
export const ToastCard = forwardRef<HTMLDivElement, CustomContentProps>(function ToastCard(props, ref) {
  const { id, message, variant } = props;
  const { closeSnackbar } = useSnackbar();
  const destructive = variant === 'error';
  return (
    <SnackbarContent ref={ref} style={{ width: '100%', maxWidth: 420 }}>
      <Alert
        role={destructive ? 'alert' : 'status'}
        severity={destructive ? 'error' : 'success'}
        variant="filled"
        onClose={() => closeSnackbar(id)}
        sx={{ width: '100%', boxShadow: 6, alignItems: 'flex-start' }}
        slotProps={{ closeButton: { 'aria-label': 'Dismiss notification' } }}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});

/**
 * Shows a toast; only one is visible at a time (spec section 9, see AppProviders): a new one
 * replaces the one on screen, which matters when that one stays until dismissed. Its text is also
 * read out through the page's live region.
 */
export function useToast(): (options: ToastOptions) => void {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useCallback(
    ({ title, description, variant = 'default', persist = false }: ToastOptions) => {
      closeSnackbar();
      announce(description ? `${title}. ${description}` : title, variant === 'destructive' ? 'assertive' : 'polite');
      enqueueSnackbar(
        <>
          <AlertTitle sx={{ mb: description ? 0.25 : 0, fontWeight: 700 }}>{title}</AlertTitle>
          {description}
        </>,
        { variant: variant === 'destructive' ? 'error' : 'success', persist },
      );
    },
    [enqueueSnackbar, closeSnackbar],
  );
}
