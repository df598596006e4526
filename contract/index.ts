// The API contract shared by cms/, the source plugin and the browser (types only there).
export * from './envelope';
export * from './site';
export * from './blog';
export * from './goods';
export * from './cases';
export * from './network';
export * from './training';
export * from './warranty';
export * from './auth';
export * from './endpoints';
export * from './editor';
export * from './messages';
export * from './releases';
export * from './registrations';
