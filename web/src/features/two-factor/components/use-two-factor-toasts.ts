import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../lib/server-errors.ts';
import { useToast } from '../../../ui/toast.tsx';

/** The one way this feature tells of a refusal: the server's message in the reader's words, else a plain "did not work". */
export function useFailureToast(): (error: unknown) => void {
  const { t } = useTranslation();
  const toast = useToast();
  return useCallback(
    (error: unknown) => {
      const failure = describeFailure(error);
      toast({
        title: t('profile.security.failed'),
        description: failure.kind === 'server' ? failure.message : t('messages.unexpected'),
        variant: 'destructive',
      });
    },
    [t, toast],
  );
}
