import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface Props {
  label: string;
  value: string;
  detail?: string;
  /** Positive growth reads green, negative red, none neutral. */
  tone?: 'up' | 'down' | 'flat';
}

const toneColor = { up: 'success.main', down: 'error.main', flat: 'text.secondary' } as const;

export function StatCard({ label, value, detail, tone = 'flat' }: Props) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 200px' }} data-testid="stat-card">
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p">
          {value}
        </Typography>
        {detail && (
          <Typography variant="body2" sx={{ color: toneColor[tone] }}>
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

export const growthTone = (percent: number): Props['tone'] => (percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat');
