import type { ReactNode } from 'react';
import { LoadingSpinner } from './loading-spinner.tsx';
import { RetryAlert } from './retry-alert.tsx';

interface LoadStatesProps {
  /** The query's state, as the api hooks answer it; Retry asks again. */
  query: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  /** The spinner's accessible name ('Loading orders') and height. */
  loadingLabel: string;
  minHeight?: number | string;
  /** The spec's text for a failed load, shown with a Retry button. */
  failure: ReactNode;
  isEmpty: boolean;
  /** What shows when there is nothing to list. */
  empty: ReactNode;
  children: ReactNode;
}

/** A list's four states, in the order a person meets them: loading, failed (Retry), empty, the list. */
export function LoadStates({ query, loadingLabel, minHeight, failure, isEmpty, empty, children }: LoadStatesProps) {
  if (query.loading) return <LoadingSpinner label={loadingLabel} {...(minHeight !== undefined ? { minHeight } : {})} />;
  if (query.error) return <RetryAlert onRetry={() => void query.refetch()}>{failure}</RetryAlert>;
  return <>{isEmpty ? empty : children}</>;
}
