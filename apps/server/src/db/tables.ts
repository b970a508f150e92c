/** All tables, for the Drizzle client and drizzle-kit. Each domain keeps its own schema file. */
export * from './schema/auth';
export * from './schema/account';
export * from './schema/catalogue';
export * from './schema/learning';
export * from './schema/usecases';
export * from './schema/projects';
export * from './schema/review';
