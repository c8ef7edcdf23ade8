import { useToast } from './toast.tsx';
import { useTranslation } from 'react-i18next';

/** Copies a text for the person, confirming it (or saying to copy it by hand) in a toast. */
export function useCopyText(): (label: string, value: string) => Promise<void> {
  const { t } = useTranslation();
  const toast = useToast();
  return async (label, value) => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: t('common.copied'), description: t('common.copiedText', { label, value }) });
    } catch {
      toast({ title: t('common.copyFailed'), description: t('common.copyByHand', { value }), variant: 'destructive' });
    }
  };
}
