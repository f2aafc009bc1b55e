// Issue 23 in progress: the Finance section; replaced by its own folder's pages.
export { RevenueTab as FinanceSection } from '../components/revenue-tab';
