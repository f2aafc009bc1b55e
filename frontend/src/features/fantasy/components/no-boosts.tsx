import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { EmptyState } from '../../../components/empty-state';
import { fantasyTexts } from '@fr/contracts/fantasy';

/** The dialog's body when the player owns no unapplied boost (spec §2, §8). */
export function NoBoosts() {
  const t = fantasyTexts.dashboard;
  return (
    <EmptyState
      card={false}
      heading="p"
      icon={<RocketLaunchIcon color="disabled" sx={{ fontSize: 48 }} />}
      title={t.noBoosts}
      text={t.noBoostsHint}
      testId="no-boosts"
    />
  );
}
