/** Names the run for every worker Jest starts (see test-run.ts). */
export default function globalSetup(): void {
  process.env.MH_TEST_RUN = String(process.pid);
}
