import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import PersonIcon from '@mui/icons-material/Person';
import { clientRoutes, shellTexts } from '@fr/contracts/shell';
import { usePageSources } from '../../components/page-sources';

export function ProfileAvatar() {
  const { Link: RouterLink } = usePageSources();
  return (
    <IconButton component={RouterLink} to={clientRoutes.profile} aria-label={shellTexts.app.profile} sx={{ p: 0.5 }}>
      <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.dark' }}>
        <PersonIcon fontSize="small" />
      </Avatar>
    </IconButton>
  );
}
