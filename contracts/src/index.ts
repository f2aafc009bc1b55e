// Contracts by resource: each folder holds its schemas, routes, events, constants and texts. The files below compose
// them (apiRoutes, eventCatalogue, texts); see docs/adding-a-feature.md.
export * from './http';
export * from './eventstore';
export * from './events';
export * from './accounts';
export * from './coins';
export * from './fantasy';
export * from './calendar';
export * from './check-in';
export * from './challenges';
export * from './shop';
export * from './bank';
export * from './raffles';
export * from './prizes';
export * from './contests';
export * from './profile';
export * from './privacy';
export * from './admin';
export * from './analytics';
export * from './ledger';
export * from './notifications';
export * from './home';
export * from './shell';
export * from './api-routes';
export * from './texts';
export * from './openapi';
