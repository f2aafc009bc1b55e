import { Link as RouterLink } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { legalTexts } from '@fr/contracts/legal';
import { clientRoutes } from '@fr/contracts/shell';
import { QueryState } from '../../../components/query-state';
import { useAuthStatus } from '../../../api/accounts';
import { useGetRafflesQuery } from '../../../api/raffles';
import { formatDrawTime } from '../../../lib/format';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { LegalPage } from '../components/legal-page';

const t = legalTexts.legal;

/** The Official Rules index (issue 21): every raffle, linking its own official rules. */
export function OfficialRulesPage() {
  const status = useAuthStatus();
  const zone = useTimeZone();
  // The list is cached per viewer (it carries the player's tickets); the index reads the same entry as the Raffles page.
  const raffles = useGetRafflesQuery(status.isLoading ? skipToken : (status.data?.userId ?? 'visitor'));
  return (
    <LegalPage document="officialRules" intro={t.officialRulesIntro}>
      <QueryState query={raffles} failed={t.officialRulesLoadFailed}>
        {(data) => (
          <List dense aria-label={t.titles.officialRules}>
            {data.raffles.map((raffle) => (
              <ListItem key={raffle.id} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={clientRoutes.raffleRules.replace(':raffleId', encodeURIComponent(raffle.id))}>
                      {raffle.name}
                    </Link>
                  }
                  secondary={`${raffle.prize} · ${formatDrawTime(raffle.nextDraw, zone)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </QueryState>
    </LegalPage>
  );
}
