import { Link as RouterLink } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import { clientRoutes } from '@fr/contracts/shell';
import { formatCoins } from '../../lib/format';

/** The signed-in player's balance, linking to the coin vault. */
export function CoinBadge({ coins }: { coins: number | undefined }) {
  return (
    <Chip
      component={RouterLink}
      to={clientRoutes.bank}
      clickable
      icon={<MonetizationOnIcon />}
      label={formatCoins(coins)}
      color="secondary"
      variant="outlined"
      data-testid="coin-badge"
      sx={{ fontWeight: 700, '& .MuiChip-icon': { color: 'secondary.main' } }}
    />
  );
}
