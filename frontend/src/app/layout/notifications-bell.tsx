import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { texts } from '@fr/contracts/texts';

export function NotificationsBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton aria-label={texts.notifications} color="inherit" onClick={(event) => setAnchor(event.currentTarget)}>
        <NotificationsIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem disabled>{texts.app.noNotifications}</MenuItem>
      </Menu>
    </>
  );
}
