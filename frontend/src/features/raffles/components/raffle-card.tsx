import { useState } from 'react';
import { generatePath, Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import VerifiedIcon from '@mui/icons-material/Verified';
import { rafflesTexts, type RaffleCard as Raffle, type RaffleTier } from '@fr/contracts/raffles';
import { clientRoutes } from '@fr/contracts/shell';
import { tierColors, type TierName } from '../../../lib/tier-colors';
import { formatDrawTime } from '../../../lib/format';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { DrawCountdown } from './draw-countdown';
import { cardElementId, cardOdds, isCardActive } from './raffle-selection';

const tierNames: Readonly<Record<RaffleTier, TierName>> = { bronze: 'Bronze', silver: 'Silver', gold: 'Gold', platinum: 'Platinum' };

interface Props {
  card: Raffle;
  authenticated: boolean;
  onConnect: () => void;
  onViewDetails: () => void;
  onFreeEntry: () => void;
}

/** One raffle (spec §2 Raffle card fields): its prize, next draw with a live countdown, odds, last proof and actions. */
export function RaffleCard({ card, authenticated, onConnect, onViewDetails, onFreeEntry }: Props) {
  const t = rafflesTexts.raffles;
  const id = cardElementId(card);
  const color = tierColors[tierNames[card.tier]];
  const odds = authenticated ? cardOdds(card) : null;
  const zone = useTimeZone();
  return (
    <Card
      id={id}
      component="article"
      aria-labelledby={`${id}-title`}
      data-testid="raffle-card"
      sx={{ height: '100%', borderTop: `4px solid ${color}`, scrollMarginTop: 96 }}
    >
      <CardContent sx={{ height: '100%', p: 2.5, '&:last-child': { pb: 2.5 } }}>
        <Stack spacing={1.5} sx={{ height: '100%' }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Chip size="small" label={card.tierType} sx={{ bgcolor: color, color: '#0b1220', fontWeight: 700 }} />
            <Chip size="small" variant="outlined" label={t.types[card.type]} />
          </Stack>
          <div>
            <Typography variant="h6" component="h2" id={`${id}-title`}>
              {card.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {card.subtitle}
            </Typography>
          </div>
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{card.prize}</Typography>
            <PrizeDetails id={id} details={card.prizeDetails} />
            <Typography variant="h5" component="p" sx={{ color, fontWeight: 800 }} data-testid="raffle-prize-value">
              {card.prizeValue}
            </Typography>
          </Box>
          <Divider />
          <div>
            <Typography variant="body2" color="text.secondary">
              {t.nextDraw}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="raffle-draw-time">
              {formatDrawTime(card.nextDraw, zone)}
            </Typography>
          </div>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2" color="text.secondary">
              {t.drawsIn}
            </Typography>
            <DrawCountdown until={card.nextDraw} />
          </Stack>
          <Typography variant="body2" color="text.secondary" data-testid="raffle-participants">
            {t.participants(card.participants)}
          </Typography>
          {authenticated && card.userTickets > 0 && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <ConfirmationNumberIcon fontSize="small" sx={{ color }} aria-hidden />
              <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="raffle-user-tickets">
                {t.yourTickets(card.userTickets)}
              </Typography>
            </Stack>
          )}
          {odds && (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2" color="text.secondary">
                {t.oddsLabel}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="raffle-odds">
                {odds}
              </Typography>
            </Stack>
          )}
          <Stack spacing={0.5} sx={{ flex: 1 }}>
            {card.lastDraw?.status === 'no_entries' && (
              <Typography variant="body2" color="text.secondary" data-testid="raffle-no-entries">
                {t.noEntriesLastDraw}
              </Typography>
            )}
            {card.lastDraw && card.lastDraw.status !== 'no_entries' && (
              <Link
                component={RouterLink}
                to={generatePath(clientRoutes.drawProof, { drawId: card.lastDraw.drawId })}
                variant="body2"
                data-testid="raffle-proof-link"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              >
                <VerifiedIcon fontSize="inherit" aria-hidden />
                {t.lastDrawProof}
              </Link>
            )}
            <Link
              component={RouterLink}
              to={generatePath(clientRoutes.raffleHistory, { raffleId: card.id })}
              variant="body2"
              data-testid="raffle-history-link"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <HistoryIcon fontSize="inherit" aria-hidden />
              {rafflesTexts.raffleHistory.cardLink}
            </Link>
            <Link
              component={RouterLink}
              to={generatePath(clientRoutes.raffleRules, { raffleId: card.id })}
              variant="body2"
              data-testid="raffle-rules-link"
            >
              {t.officialRules}
            </Link>
          </Stack>
          <CardActions
            card={card}
            authenticated={authenticated}
            onConnect={onConnect}
            onViewDetails={onViewDetails}
            onFreeEntry={onFreeEntry}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The prize's description, folded behind a toggle so sixteen cards do not make a long page (issue 22). */
function PrizeDetails({ id, details }: { id: string; details: string }) {
  const [open, setOpen] = useState(false);
  const region = `${id}-prize-details`;
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={region}
        endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
        sx={{ px: 0, minWidth: 0 }}
        data-testid="raffle-prize-details-toggle"
      >
        {rafflesTexts.sections.moreDetails}
      </Button>
      <Collapse in={open} id={region}>
        <Typography variant="body2" color="text.secondary" data-testid="raffle-prize-details">
          {details}
        </Typography>
      </Collapse>
    </>
  );
}

/** Spec §2: visitors are invited to connect; players view their tickets or are told how to earn, and may enter free. */
function CardActions({ card, authenticated, onConnect, onViewDetails, onFreeEntry }: Props) {
  const t = rafflesTexts.raffles;
  if (!authenticated) {
    return (
      <Stack spacing={1}>
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={t.syncToEarn}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="raffle-sync-badge"
        />
        <Button variant="contained" onClick={onConnect} data-testid="raffle-connect">
          {t.connectAccount}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={1}>
      {isCardActive(card) ? (
        <Button variant="contained" onClick={onViewDetails} data-testid="raffle-view-details">
          {t.viewDetails}
        </Button>
      ) : (
        <Button variant="outlined" disabled data-testid="raffle-improve">
          {t.improvePerformance}
        </Button>
      )}
      <Button variant="outlined" color="secondary" disabled={card.freeEntryUsed} onClick={onFreeEntry} data-testid="raffle-free-entry">
        {card.freeEntryUsed ? t.freeEntryUsed : t.freeEntry}
      </Button>
    </Stack>
  );
}
