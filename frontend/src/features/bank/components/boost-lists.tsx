import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import type { PurchasedBoost } from '@fr/contracts/shop';
import { formatDay } from '../../../lib/format';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { bankTexts } from '@fr/contracts/bank';

/** The team and the day a boost was used; spec §2 says "recently" when the day is unknown. */
function usedWhere(boost: PurchasedBoost, zone: string): string {
  const day = boost.appliedAt ? formatDay(boost.appliedAt, zone) : bankTexts.bank.recently;
  return boost.appliedToTeamName ? bankTexts.bank.appliedTo(boost.appliedToTeamName, day) : day;
}

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="overline" component="h3" color="text.secondary" sx={{ fontWeight: 700, letterSpacing: 1.2 }}>
      {children}
    </Typography>
  );
}

/** Unapplied boosts, each with its Apply button, which opens the apply dialog (spec §2 "Ready to Use"). */
export function ReadyBoosts({ boosts, onPick }: { boosts: readonly PurchasedBoost[]; onPick: (boost: PurchasedBoost) => void }) {
  return (
    <section>
      <Heading>{bankTexts.bank.readyToUse}</Heading>
      {boosts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {bankTexts.bank.noneReady}
        </Typography>
      ) : (
        <List disablePadding>
          {boosts.map((boost) => (
            <ListItem
              key={boost.id}
              data-testid="ready-boost"
              sx={{ borderRadius: 2, px: 1, gap: 1, alignItems: 'center' }}
              secondaryAction={
                <Button
                  variant="contained"
                  size="small"
                  onClick={() => onPick(boost)}
                  aria-label={`${bankTexts.bank.applyReadyBoost} ${boost.name}`}
                  data-testid="apply-ready-boost"
                >
                  {bankTexts.bank.applyReadyBoost}
                </Button>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <RocketLaunchIcon color="secondary" />
              </ListItemIcon>
              <ListItemText
                primary={boost.name}
                secondary={boost.description}
                sx={{ pr: 8 }}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}

/** Applied boosts, newest first, with the team and the day they were used, or "recently" (spec §2). */
export function UsedBoosts({ boosts }: { boosts: readonly PurchasedBoost[] }) {
  const zone = useTimeZone();
  if (boosts.length === 0) return null;
  const newestFirst = [...boosts].sort((a, b) => (b.appliedAt ?? '').localeCompare(a.appliedAt ?? ''));
  return (
    <section>
      <Heading>{bankTexts.bank.recentlyUsed}</Heading>
      <List dense disablePadding>
        {newestFirst.map((boost) => (
          <ListItem key={boost.id} disableGutters data-testid="used-boost" sx={{ px: 1 }}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <CheckCircleIcon color="success" fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={boost.name} secondary={usedWhere(boost, zone)} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
