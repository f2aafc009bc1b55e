import { Component, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ErrorState } from '../components/error-state';
import { LoadingState } from '../components/loading-state';

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a chunk that failed to download (offline, a deploy removed it) and offers to fetch it again. */
class LoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box sx={{ p: 3 }}>
        <ErrorState
          onRetry={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        />
      </Box>
    );
  }
}

/**
 * A page whose code is downloaded the first time it is shown, so the landing page's bundle does not carry it.
 * React.lazy keeps a rejected import for good, so a retry replaces it with a fresh one; a loaded page is kept for
 * every later visit.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const fresh = () => lazy(() => load().then((page) => ({ default: page })));
  let Page: LazyExoticComponent<ComponentType> = fresh();

  return function LazyPage() {
    const [, setAttempt] = useState(0);
    return (
      <LoadBoundary
        onRetry={() => {
          Page = fresh();
          setAttempt((attempt) => attempt + 1);
        }}
      >
        <Suspense fallback={<LoadingState />}>
          <Page />
        </Suspense>
      </LoadBoundary>
    );
  };
}
