/** The Finance section of the operator console (issue 23). */
export { FinanceSection } from './finance-section';
