import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { texts } from '@fr/contracts/texts';
import { openAuthModal, type AuthTab } from '../../stores/auth-modal-slice';
import { useAppDispatch } from '../../hooks/store-hooks';

interface Props {
  /** The mobile menu closes before the modal opens, so the modal is not hidden behind the drawer. */
  onOpen?: () => void;
  direction?: 'row' | 'column';
}

/** A visitor's way in from the navigation: both buttons open the auth modal on their tab. */
export function VisitorAuthButtons({ onOpen, direction = 'row' }: Props) {
  const dispatch = useAppDispatch();
  const open = (tab: AuthTab) => {
    onOpen?.();
    dispatch(openAuthModal(tab));
  };
  return (
    <Stack direction={direction} spacing={1} sx={direction === 'column' ? { px: 2, py: 1 } : { alignItems: 'center' }}>
      <Button size="small" variant="text" color="inherit" onClick={() => open('signin')} data-testid="nav-sign-in">
        {texts.app.signIn}
      </Button>
      <Button size="small" variant="contained" onClick={() => open('signup')} data-testid="nav-sign-up">
        {texts.app.signUp}
      </Button>
    </Stack>
  );
}
