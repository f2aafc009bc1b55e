export { DrawsSection } from './draws-section';
