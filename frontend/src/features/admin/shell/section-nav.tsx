import { Link as RouterLink, generatePath } from 'react-router-dom';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { type AdminSection, adminSectionGroups, adminTexts } from '@fr/contracts/admin';
import { clientRoutes } from '@fr/contracts/shell';

const t = adminTexts.admin;

interface Props {
  /** The sections the signed-in role may open; the others are not listed. */
  visible: readonly AdminSection[];
  current: string | undefined;
  onNavigate?: () => void;
}

/** The sidebar's links, grouped by task; a group none of whose sections the role may open is left out. */
export function SectionNav({ visible, current, onNavigate }: Props) {
  const groups = Object.entries(adminSectionGroups)
    .map(([group, sections]) => ({
      group: group as keyof typeof adminSectionGroups,
      sections: sections.filter((s) => visible.includes(s)),
    }))
    .filter(({ sections }) => sections.length > 0);
  return (
    <nav aria-label={t.shell.navigation}>
      {groups.map(({ group, sections }) => (
        <List key={group} dense subheader={<ListSubheader disableSticky>{t.sectionGroups[group]}</ListSubheader>}>
          {sections.map((section) => (
            <ListItemButton
              key={section}
              component={RouterLink}
              to={generatePath(clientRoutes.adminSection, { section })}
              selected={section === current}
              aria-current={section === current ? 'page' : undefined}
              onClick={onNavigate}
            >
              <ListItemText primary={t.sections[section].label} />
            </ListItemButton>
          ))}
        </List>
      ))}
    </nav>
  );
}
