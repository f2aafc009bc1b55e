import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-error';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

interface Query<T> {
  data?: T;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface Props<T> {
  query: Query<T>;
  /** The failure's line; by default what the server said, or the generic text for its status. */
  failed?: string;
  /** Loaded, but nothing to list: this line in its place. */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}

/** What one query shows: the data once loaded, until then the loading state, or the error with a retry. */
export function QueryState<T>({ query, failed, isEmpty, emptyText, children }: Props<T>) {
  if (query.data !== undefined) {
    return isEmpty?.(query.data) ? <EmptyState card={false} text={emptyText} /> : children(query.data);
  }
  if (query.isError) return <ErrorState message={failed ?? errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  return <LoadingState />;
}
