import type { ReactNode } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';

interface Props {
  items: readonly string[];
  /** The mark before each item, usually a small check icon in the screen's colour. */
  icon: ReactNode;
  testId?: string;
}

/** A short list of texts, each behind the same icon: requirements, key benefits, compliance points. */
export function BulletList({ items, icon, testId }: Props) {
  return (
    <List dense disablePadding data-testid={testId}>
      {items.map((item) => (
        <ListItem key={item} disableGutters sx={{ alignItems: 'flex-start' }}>
          <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>{icon}</ListItemIcon>
          <ListItemText primary={item} />
        </ListItem>
      ))}
    </List>
  );
}
