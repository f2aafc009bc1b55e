import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import PersonIcon from '@mui/icons-material/Person';
import { clientRoutes, shellTexts } from '@fr/contracts/shell';

export function ProfileAvatar() {
  return (
    <IconButton component={RouterLink} to={clientRoutes.profile} aria-label={shellTexts.app.profile} sx={{ p: 0.5 }}>
      <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.dark' }}>
        <PersonIcon fontSize="small" />
      </Avatar>
    </IconButton>
  );
}
