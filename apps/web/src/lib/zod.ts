// The zod of the browser build: vite.config.ts resolves every `zod` import here, so zod-config runs
// before the body of any module that builds a schema, whichever page loads zod first, and a page
// that builds none loads neither (decision 067).
import './zod-config';
export * from 'zod/v4';
