import { Suspense, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import { ErrorState } from '../components/error-state';
import { lazyLoader, LoadBoundary } from '../components/lazy-part';
import { LoadingState } from '../components/loading-state';

/**
 * A page whose code is downloaded the first time it is shown, so the landing page's bundle does not carry it. A page
 * that fails to download shows an error whose retry fetches it again; a loaded page is kept for every later visit.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const loader = lazyLoader(load);

  return function LazyPage() {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      loader.reload();
      setAttempt(attempt + 1);
    };
    return (
      <LoadBoundary
        key={attempt}
        failed={
          <Box sx={{ p: 3 }}>
            <ErrorState onRetry={retry} />
          </Box>
        }
      >
        <Suspense fallback={<LoadingState page />}>
          <loader.Part />
        </Suspense>
      </LoadBoundary>
    );
  };
}
