import { Route, Routes } from 'react-router-dom';
import type { AdminRole } from '@fr/contracts/admin';
import { PlayerPage } from './player-page';
import { PlayerSearch } from './player-search';

/** The Players section (mounted at `/admin/players/*`): the search, and each player's page at `:userId`. */
export function PlayersSection({ role }: { role: AdminRole }) {
  return (
    <Routes>
      <Route index element={<PlayerSearch role={role} />} />
      <Route path=":userId" element={<PlayerPage role={role} />} />
    </Routes>
  );
}
