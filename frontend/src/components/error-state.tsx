import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { shellTexts } from '@fr/contracts/shell';

interface Props {
  message?: string;
  onRetry?: () => void;
}

export function ErrorState({ message = shellTexts.app.loadFailed, onRetry }: Props) {
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {shellTexts.app.retry}
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
