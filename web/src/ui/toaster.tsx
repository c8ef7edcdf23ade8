import { forwardRef, useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { SnackbarContent, SnackbarProvider, useSnackbar, type CustomContentProps, type ProviderContext } from 'notistack';
import type { ToastOptions } from './toast-options.ts';
import { useTranslation } from 'react-i18next';

/** One toast card: a title line and a text line, dismissible. */
const ToastCard = forwardRef<HTMLDivElement, CustomContentProps>(function ToastCard(props, ref) {
  const { id, message, variant } = props;
  const { closeSnackbar: close } = useSnackbar();
  const destructive = variant === 'error';
  const { t } = useTranslation();
  return (
    <SnackbarContent ref={ref} style={{ width: '100%', maxWidth: 420 }}>
      <Alert
        role={destructive ? 'alert' : 'status'}
        severity={destructive ? 'error' : 'success'}
        variant="filled"
        onClose={() => close(id)}
        // A long word (a copied link) wraps instead of making the message a scrolling box.
        sx={{ width: '100%', boxShadow: 6, alignItems: 'flex-start', '& .MuiAlert-message': { overflowWrap: 'anywhere', minWidth: 0 } }}
        slotProps={{ closeButton: { 'aria-label': t('shell.dismiss') } }}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});

const toastComponents = { default: ToastCard, success: ToastCard, error: ToastCard, info: ToastCard, warning: ToastCard };

/**
 * The mounted provider's own enqueue and close. Taken from its context rather than notistack's
 * module-level functions, which are live bindings the provider assigns: a CommonJS consumer (jest's
 * component tests) would only ever see them undefined. The latest provider wins, as with those.
 */
let current: ProviderContext | null = null;
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

function MountedSignal() {
  const snackbar = useSnackbar();
  useEffect(() => {
    current = snackbar;
    markMounted();
  }, [snackbar]);
  return null;
}

/**
 * Spec section 9: one toast at a time, gone after 2000 ms (unless it must be read, see useToast),
 * top right; `containerClassName` places them (below the sticky header, so they cover no control).
 */
export function Toaster({ containerClassName }: { containerClassName: string }) {
  return (
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={2000}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      Components={toastComponents}
      classes={{ containerAnchorOriginTopRight: containerClassName }}
    >
      <MountedSignal />
    </SnackbarProvider>
  );
}

/** A new toast replaces the one on screen, which matters when that one stays until dismissed. */
export async function showToast({ title, description, variant = 'default', persist = false }: ToastOptions): Promise<void> {
  await mounted;
  const { closeSnackbar, enqueueSnackbar } = current!;
  closeSnackbar();
  enqueueSnackbar(
    <>
      <AlertTitle sx={{ mb: description ? 0.25 : 0, fontWeight: 700 }}>{title}</AlertTitle>
      {description}
    </>,
    { variant: variant === 'destructive' ? 'error' : 'success', persist },
  );
}
