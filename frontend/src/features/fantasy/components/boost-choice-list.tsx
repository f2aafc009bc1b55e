import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { PurchasedBoost } from '@fr/contracts/shop';
import { shopTexts } from '@fr/contracts/shop';

interface Props {
  boosts: readonly PurchasedBoost[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The player's unapplied boosts to choose one from (spec §2, team card variant). */
export function BoostChoiceList({ boosts, selectedId, onSelect }: Props) {
  return (
    <RadioGroup aria-label={shopTexts.boosts.chooseBoost} value={selectedId ?? ''} onChange={(_event, id) => onSelect(id)}>
      {boosts.map((boost) => (
        <FormControlLabel
          key={boost.id}
          value={boost.id}
          control={<Radio />}
          data-testid="boost-option"
          sx={{
            alignItems: 'flex-start',
            mx: 0,
            mb: 1,
            p: 1,
            border: 1,
            borderRadius: 2,
            borderColor: selectedId === boost.id ? 'primary.main' : 'divider',
          }}
          label={
            <div>
              <Typography sx={{ fontWeight: 600, pt: 1 }}>{boost.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {boost.description}
              </Typography>
            </div>
          }
        />
      ))}
    </RadioGroup>
  );
}
