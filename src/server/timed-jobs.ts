import { TABLE_UPKEEP_SCHEDULE, tableUpkeep } from "./db/table-upkeep";
import type { ServerFeature, TimedJobDeps } from "./feature-manifest";
import { SERVER_FEATURES } from "./features";
import type { TimedJob } from "./lib/jobs/runner";

/**
 * Everything the server does on a clock, with its schedule (cron patterns, the server's time zone): the database's
 * upkeep, then each feature's jobs (its manifest's `jobs`, features/index.ts). The hourly jobs have minutes of
 * their own, so that they do not all reach the database at once. Each claims what it sends, so servers sharing a
 * database never send a reminder, a digest or a notice twice (lib/jobs/runner.ts).
 */
export function timedJobs(deps: TimedJobDeps): TimedJob[] {
  const features: readonly ServerFeature[] = SERVER_FEATURES;
  return [
    // PGlite runs no autovacuum (nor does a PostgreSQL server that has it off): the server keeps its tables'
    // statistics up to date itself (db/table-upkeep.ts).
    { name: "table upkeep", schedule: TABLE_UPKEEP_SCHEDULE, runAtStart: true, run: tableUpkeep(deps.database, deps.logger) },
    ...features.flatMap((feature) => feature.jobs?.(deps) ?? []),
  ];
}
