import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { AuthTab } from '../../stores/auth-modal-slice';
import { usePageSources } from '../../components/page-sources';
import { shellTexts } from '@fr/contracts/shell';

interface Props {
  /** The mobile menu closes before the modal opens, so the modal is not hidden behind the drawer. */
  onOpen?: () => void;
  direction?: 'row' | 'column';
}

/** A visitor's way in from the navigation: both buttons open the auth modal on their tab. */
export function VisitorAuthButtons({ onOpen, direction = 'row' }: Props) {
  const openAuthModal = usePageSources().useOpenAuthModal();
  const open = (tab: AuthTab) => {
    onOpen?.();
    openAuthModal(tab);
  };
  return (
    <Stack direction={direction} spacing={1} sx={direction === 'column' ? { px: 2, py: 1 } : { alignItems: 'center' }}>
      <Button size="small" variant="text" color="inherit" onClick={() => open('signin')} data-testid="nav-sign-in">
        {shellTexts.app.signIn}
      </Button>
      <Button size="small" variant="contained" onClick={() => open('signup')} data-testid="nav-sign-up">
        {shellTexts.app.signUp}
      </Button>
    </Stack>
  );
}
