import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { texts } from '@fr/contracts/texts';
import { challengeTabs, type ChallengeTab } from './challenge-tabs';

export const tabId = (tab: ChallengeTab) => `challenge-tab-${tab}`;
export const CHALLENGE_PANEL_ID = 'challenge-panel';

/** The eight category tabs of spec §2; they scroll sideways on narrow screens. */
export function ChallengeTabBar({ tab, onChange }: { tab: ChallengeTab; onChange: (tab: ChallengeTab) => void }) {
  return (
    <Tabs
      value={tab}
      onChange={(_event, next: ChallengeTab) => onChange(next)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={texts.challenges.tabsLabel}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {challengeTabs.map((key) => (
        <Tab
          key={key}
          value={key}
          label={texts.challenges.tabs[key]}
          id={tabId(key)}
          aria-controls={CHALLENGE_PANEL_ID}
          data-testid={`challenge-tab-${key}`}
        />
      ))}
    </Tabs>
  );
}
