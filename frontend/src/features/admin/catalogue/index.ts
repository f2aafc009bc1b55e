export { CatalogueSection } from './catalogue-section';
