// Issue 23 in progress: the Players section (search, then the player 360 page); replaced by its own folder's pages.
export { UsersTab as PlayersSection } from '../components/users-tab';
