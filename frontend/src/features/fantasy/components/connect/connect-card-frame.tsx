import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageSources } from '../../../../components/page-sources';
import { homeTexts } from '@fr/contracts/home';
import { ConnectPrompt } from './connect-prompt';

export type ConnectChip = { label: string; color: 'default' | 'success' | 'warning' };

/** The connect card around the body of its state, with the state's chip beside the title. */
export function ConnectCardFrame({ chip, children }: { chip: ConnectChip; children: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }} data-testid="connect-card">
      <CardContent sx={{ p: 3 }}>
        <Stack spacing={2}>
          <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2">
              {homeTexts.home.connect.title}
            </Typography>
            <Chip size="small" label={chip.label} color={chip.color} variant="outlined" data-testid="connect-status" />
          </Stack>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * The card as a visitor sees it (state 3, signed out): consent and connect, where connecting opens sign-in. What
 * `ConnectCard` renders for a visitor, without its reads of a player's teams and connection (the landing page's first
 * tree, app/landing).
 */
export function VisitorConnectCard({ configured }: { configured: boolean }) {
  const openAuthModal = usePageSources().useOpenAuthModal();
  return (
    <ConnectCardFrame chip={{ label: homeTexts.home.connect.notConnected, color: 'default' }}>
      <ConnectPrompt authenticated={false} configured={configured} starting={false} onStart={() => openAuthModal('signin')} />
    </ConnectCardFrame>
  );
}
