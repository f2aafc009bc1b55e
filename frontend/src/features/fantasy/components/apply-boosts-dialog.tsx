import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { clientRoutes } from '@fr/contracts/shell';
import type { Team, Tier } from '@fr/contracts/fantasy';
import { useGetPurchasedBoostsQuery } from '../../../api/shop';
import { useApplyBoost } from '../../../hooks/use-apply-boost';
import { BoostPreview } from '../../../components/boosts/boost-preview';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { BoostChoiceList } from './boost-choice-list';
import { NoBoosts } from './no-boosts';
import { DialogFooter } from '../../../components/detail-dialog';
import { fantasyTexts } from '@fr/contracts/fantasy';
import { shopTexts } from '@fr/contracts/shop';

interface Props {
  team: Team;
  /** The dashboard's tiers, which the preview measures the boost against. */
  tiers: readonly Tier[];
  open: boolean;
  onClose: () => void;
}

/** The team card's Apply Boost dialog (spec §2, §5): choose an unapplied boost, preview it, apply it. */
export function ApplyBoostsDialog({ team, tiers, open, onClose }: Props) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="apply-boosts-title">
      {/* Mounted only while open: the purchased boosts are read when the dialog opens (spec §7), and a reopened
          dialog starts with nothing selected. */}
      {open && <ApplyBoostsBody team={team} tiers={tiers} onClose={onClose} />}
    </Dialog>
  );
}

function ApplyBoostsBody({ team, tiers, onClose }: Omit<Props, 'open'>) {
  const t = shopTexts.boosts;
  const purchased = useGetPurchasedBoostsQuery();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { apply, isApplying } = useApplyBoost(t.appliedTitleDashboard);
  const ready = purchased.data?.filter((boost) => !boost.applied) ?? [];
  const selected = ready.find((boost) => boost.id === selectedId) ?? null;
  const empty = purchased.data !== undefined && ready.length === 0;

  const confirm = async () => {
    if (selected && (await apply(selected, team))) onClose();
  };

  return (
    <>
      <DialogTitle id="apply-boosts-title">
        {fantasyTexts.dashboard.applyBoosts}
        <Typography variant="body2" color="text.secondary">
          {team.name}
        </Typography>
      </DialogTitle>
      <DialogContent>
        {purchased.isLoading && <LoadingState />}
        {purchased.isError && !purchased.data && <ErrorState message={t.loadFailed} onRetry={purchased.refetch} />}
        {empty && <NoBoosts />}
        {ready.length > 0 && (
          <Stack spacing={2}>
            <BoostChoiceList boosts={ready} selectedId={selectedId} onSelect={setSelectedId} />
            {selected && (
              <>
                <Divider />
                <BoostPreview boost={selected} projectedPoints={team.projectedPoints} tiers={tiers} />
              </>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogFooter closeLabel={empty ? fantasyTexts.dashboard.close : t.cancel} onClose={onClose}>
        {empty ? (
          <Button component={RouterLink} to={clientRoutes.shop} variant="contained">
            {fantasyTexts.dashboard.purchaseBoosts}
          </Button>
        ) : (
          <Button variant="contained" disabled={!selected || isApplying} onClick={() => void confirm()} data-testid="apply-boost-confirm">
            {isApplying ? t.applying : t.apply}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
