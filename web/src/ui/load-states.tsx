import type { ReactNode } from 'react';
import { LoadingSpinner } from './loading-spinner.tsx';
import { RetryAlert } from './retry-alert.tsx';

interface LoadStatesProps {
  loading: boolean;
  /** The spinner's accessible name ('Loading orders') and height. */
  loadingLabel: string;
  minHeight?: number | string;
  failed: boolean;
  /** The spec's text for a failed load, shown with a Retry button. */
  failure: ReactNode;
  onRetry: () => void;
  isEmpty: boolean;
  /** What shows when there is nothing to list. */
  empty: ReactNode;
  children: ReactNode;
}

/** A list's four states, in the order a person meets them: loading, failed (Retry), empty, the list. */
export function LoadStates({ loading, loadingLabel, minHeight, failed, failure, onRetry, isEmpty, empty, children }: LoadStatesProps) {
  if (loading) return <LoadingSpinner label={loadingLabel} {...(minHeight !== undefined ? { minHeight } : {})} />;
  if (failed) return <RetryAlert onRetry={onRetry}>{failure}</RetryAlert>;
  return <>{isEmpty ? empty : children}</>;
}
