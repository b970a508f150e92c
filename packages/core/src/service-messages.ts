/** What a client is told when the server itself cannot answer, whatever it asked. */
export const SERVICE_MSG = {
  /** 503: the database is away; the answer carries Retry-After */
  databaseDown: 'The database is not answering.',
  /** 500: nothing of what went wrong is the client's to read */
  internal: 'Something went wrong. Please try again.',
} as const;
