import IconButton from '@mui/material/IconButton';
import LogoutIcon from '@mui/icons-material/Logout';
import { shellTexts } from '@fr/contracts/shell';
import { useSignOut } from './use-sign-out';

/** The desktop header's sign-out button, for a signed-in player. */
export function SignOutButton() {
  const { signOut, isSigningOut } = useSignOut();
  return (
    <IconButton
      aria-label={shellTexts.app.signOut}
      title={shellTexts.app.signOut}
      color="inherit"
      onClick={signOut}
      disabled={isSigningOut}
      data-testid="sign-out"
    >
      <LogoutIcon />
    </IconButton>
  );
}
