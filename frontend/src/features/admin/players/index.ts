export { PlayersSection } from './players-section';
