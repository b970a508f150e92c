/** Runs a command-line tool: exits with its code, or prints the message of what it threw and exits with 1. */
export function runCli(run: () => Promise<number>) {
  run().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
