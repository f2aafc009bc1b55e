import Drawer from '@mui/material/Drawer';
import { MobileMenu } from './mobile-menu';

interface Props {
  open: boolean;
  onClose: () => void;
  authenticated: boolean;
  visitor: boolean;
  coins: number | undefined;
}

/** The mobile menu in its drawer; downloaded when the menu is first opened. */
export function MobileDrawer({ open, onClose, authenticated, visitor, coins }: Props) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <MobileMenu authenticated={authenticated} visitor={visitor} coins={coins} onNavigate={onClose} />
    </Drawer>
  );
}
