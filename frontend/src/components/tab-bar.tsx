import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

/** The ids that tie a tab to its panel: `{name}-tab-{tab}` and `{name}-panel`. */
export const tabId = (name: string, tab: string) => `${name}-tab-${tab}`;
const panelId = (name: string) => `${name}-panel`;

interface TabBarProps<T extends string> {
  /** Names the bar; its tabs and panel take their ids from it. */
  name: string;
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  /** Each tab's label, by key (the texts' record). */
  labels: Readonly<Record<T, string>>;
  /** The bar's accessible name, where the page words one. */
  label?: string;
  /** Each tab carries `data-testid` = its id, for tests that pick a tab by key. */
  testIds?: boolean;
}

/** A row of tabs over one panel (`TabPanel`); it scrolls sideways on narrow screens. */
export function TabBar<T extends string>({ name, tabs, value, onChange, labels, label, testIds = false }: TabBarProps<T>) {
  return (
    <Tabs
      value={value}
      onChange={(_event, next: T) => onChange(next)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={label}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={labels[tab]}
          id={tabId(name, tab)}
          aria-controls={panelId(name)}
          data-testid={testIds ? tabId(name, tab) : undefined}
        />
      ))}
    </Tabs>
  );
}

/** The panel under a `TabBar` of the same name, named by the chosen tab. */
export function TabPanel({ name, value, spacing = 0, children }: { name: string; value: string; spacing?: number; children: ReactNode }) {
  return (
    <Stack spacing={spacing} role="tabpanel" id={panelId(name)} aria-labelledby={tabId(name, value)}>
      {children}
    </Stack>
  );
}
