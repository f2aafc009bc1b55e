export { SupportTab } from './support-tab';
