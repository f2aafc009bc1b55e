import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { findStyleItem } from '@fr/contracts/shop';

/**
 * An avatar inside the player's Style frame (decision 0015): a ring in the frame's two colours, or the avatar alone
 * when no frame is shown. The Shop's previews and the profile header draw frames the same way.
 */
export function StyleFrame({ itemId, children }: { itemId: string | null | undefined; children: ReactNode }) {
  const item = itemId ? findStyleItem(itemId) : undefined;
  if (!item) return <>{children}</>;
  const [from, to] = item.colors;
  return (
    <Box
      data-testid="style-frame"
      data-frame={item.id}
      sx={{ display: 'inline-flex', p: '4px', borderRadius: '50%', background: `linear-gradient(135deg, ${from}, ${to})`, flexShrink: 0 }}
    >
      {children}
    </Box>
  );
}
