import { useRouteError } from 'react-router-dom';
import Box from '@mui/material/Box';
import { ErrorState } from '../components/error-state';
import { errorMessage } from '../lib/api-error';

/** Last line of defence: a screen that throws while rendering shows an error instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Box sx={{ p: 3 }}>
      <ErrorState message={errorMessage(error)} onRetry={() => window.location.reload()} />
    </Box>
  );
}
