import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { texts } from '@fr/contracts/texts';
import { EmptyState } from '../../../components/empty-state';

/** The dialog's body when the player owns no unapplied boost (spec §2, §8). */
export function NoBoosts() {
  const t = texts.dashboard;
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
