import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage } from '../../../lib/api-error';

interface Query<T> {
  data?: T;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** The figures once loaded; until then the loading state, or the error with a retry. */
export function QueryState<T>({ query, children }: { query: Query<T>; children: (data: T) => React.ReactNode }) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  return <LoadingState />;
}
