import Button from '@mui/material/Button';
import { usePageSources } from '../../components/page-sources';

/** A navigation link; the router marks the current route with aria-current, which the style highlights. */
export function NavLinkButton({ label, path }: { label: string; path: string }) {
  const { NavLink } = usePageSources();
  return (
    <Button
      component={NavLink}
      to={path}
      color="inherit"
      sx={{
        px: 1.5,
        flexShrink: 0,
        color: 'text.secondary',
        '&[aria-current="page"]': { color: 'primary.main', bgcolor: 'rgba(34, 197, 94, 0.12)' },
      }}
    >
      {label}
    </Button>
  );
}
