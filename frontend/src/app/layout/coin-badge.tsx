import Chip from '@mui/material/Chip';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import { clientRoutes } from '@fr/contracts/shell';
import { formatCoins } from '../../lib/format';
import { usePageSources } from '../../components/page-sources';

/** The signed-in player's balance, linking to the coin vault. */
export function CoinBadge({ coins }: { coins: number | undefined }) {
  const { Link: RouterLink } = usePageSources();
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
