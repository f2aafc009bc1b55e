import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { PurchasedBoost } from '@fr/contracts/shop';
import type { Team } from '@fr/contracts/fantasy';
import { errorMessage } from '../../../lib/api-error';
import { useGetTeamsQuery } from '../../../api/fantasy';
import { useTiers } from '../../../api/fantasy';
import { useApplyBoost } from '../../../hooks/use-apply-boost';
import { applyLabel, parseBoostCode } from '../../../components/boosts/boost-code';
import { BoostPreview } from '../../../components/boosts/boost-preview';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { eligibleTeams } from './eligible-teams';
import { TeamChoiceStep } from './team-choice-step';
import { DialogFooter } from '../../../components/detail-dialog';
import { shopTexts } from '@fr/contracts/shop';

/** The Bank's Apply Boost dialog (spec §2, §4): pick an inactive team, preview the effect, confirm. */
export function BankApplyDialog({ boost, onClose }: { boost: PurchasedBoost | null; onClose: () => void }) {
  return (
    <Dialog open={boost !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bank-apply-title">
      {boost && <ApplyFlow key={boost.id} boost={boost} onClose={onClose} />}
    </Dialog>
  );
}

function ApplyFlow({ boost, onClose }: { boost: PurchasedBoost; onClose: () => void }) {
  const t = shopTexts.boosts;
  const [team, setTeam] = useState<Team | null>(null);
  const teams = useGetTeamsQuery();
  const tiers = useTiers();
  const { apply, isApplying } = useApplyBoost(t.appliedTitle);

  const confirm = async () => {
    if (team && (await apply(boost, team))) onClose();
  };

  return (
    <>
      <DialogTitle id="bank-apply-title">
        {t.dialogTitle}
        <Typography variant="body2" color="text.secondary">
          {boost.name}
        </Typography>
      </DialogTitle>
      <DialogContent>
        {teams.isLoading && <LoadingState />}
        {teams.isError && !teams.data && <ErrorState message={errorMessage(teams.error)} onRetry={teams.refetch} />}
        {teams.data && !team && <TeamChoiceStep teams={eligibleTeams(teams.data)} onPick={setTeam} />}
        {team && (
          <Stack spacing={2}>
            <Button
              size="small"
              startIcon={<ArrowBackIcon />}
              onClick={() => setTeam(null)}
              disabled={isApplying}
              data-testid="back-to-teams"
              sx={{ alignSelf: 'flex-start' }}
            >
              {t.backToTeams}
            </Button>
            <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {team.name}
            </Typography>
            <BoostPreview boost={boost} projectedPoints={team.projectedPoints} tiers={tiers} />
          </Stack>
        )}
      </DialogContent>
      <DialogFooter closeLabel={t.cancel} onClose={onClose}>
        {team && (
          <Button variant="contained" disabled={isApplying} onClick={() => void confirm()} data-testid="apply-boost-confirm">
            {isApplying ? t.applying : applyLabel(parseBoostCode(boost.boostType))}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
