export * from './constants';
export * from './texts';
export type { GlossaryTerm } from './glossary';
export * from './plural';
