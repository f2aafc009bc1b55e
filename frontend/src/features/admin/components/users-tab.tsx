// The Users tab is the Players section's search now (issue 23); the dashboard mounts it under this name until the new shell.
export { PlayerSearch as UsersTab } from '../players/player-search';
