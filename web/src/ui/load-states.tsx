import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { LoadingSpinner } from './loading-spinner.tsx';
import { RetryAlert } from './retry-alert.tsx';

interface LoadStatesProps {
  /** The query's state, as the api hooks answer it (the hook's whole answer will do); Retry asks again. */
  query: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  isEmpty: boolean;
  /**
   * What each state says: the spinner's accessible name ('Loading orders'), the spec's text for a
   * failed load (shown with a Retry button), and what shows when there is nothing to list (a text
   * shows as a secondary line).
   */
  texts: { loading: string; failure: ReactNode; empty: ReactNode };
  /** The spinner's height. */
  minHeight?: number | string;
  children: ReactNode;
}

/** A list's four states, in the order a person meets them: loading, failed (Retry), empty, the list. */
export function LoadStates({ query, isEmpty, texts, minHeight, children }: LoadStatesProps) {
  if (query.loading) return <LoadingSpinner label={texts.loading} {...(minHeight !== undefined ? { minHeight } : {})} />;
  if (query.error) return <RetryAlert onRetry={() => void query.refetch()}>{texts.failure}</RetryAlert>;
  if (!isEmpty) return <>{children}</>;
  return typeof texts.empty === 'string' ? <Typography color="text.secondary">{texts.empty}</Typography> : <>{texts.empty}</>;
}
