import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { texts } from '@fr/contracts/texts';

interface Props {
  message?: string;
  onRetry?: () => void;
}

export function ErrorState({ message = texts.app.loadFailed, onRetry }: Props) {
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {texts.app.retry}
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
