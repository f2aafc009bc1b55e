import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { RewardRow } from './boost-preview-model';

/** An effect list: per tier, its reward before and after the boost (prize multiplier and tier upgrade previews). */
export function RewardEffects({ title, rows }: { title: string; rows: readonly RewardRow[] }) {
  return (
    <Stack spacing={1} component="section" aria-label={title} data-testid="reward-effects">
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {rows.map((row) => (
        <Stack
          key={row.name}
          direction="row"
          spacing={1}
          useFlexGap
          data-testid="effect-row"
          sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', opacity: row.changed ? 1 : 0.6 }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.name}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {row.before}
            </Typography>
            {row.changed && (
              <>
                <ArrowForwardIcon fontSize="inherit" aria-hidden />
                <Typography variant="body2" color="primary" sx={{ fontWeight: 700 }}>
                  {row.after}
                </Typography>
              </>
            )}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
