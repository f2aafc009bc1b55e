// Issue 23 in progress: the section's own pages replace this.
export { SectionPending as DrawsSection } from '../components/section-pending';
