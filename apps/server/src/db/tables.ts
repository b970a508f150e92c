/** All tables, for the Drizzle client and drizzle-kit. Each domain keeps its own schema file. */
export * from './schema/auth';
export * from './schema/account';
