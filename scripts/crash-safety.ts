// npm run test:reliability: 20 SIGKILL rounds on the embedded database and 20 on PostgreSQL (issue 12, item 4).
//   --rounds N             rounds per database (default 20)
//   --only pglite|postgres one database
// PostgreSQL: RELIABILITY_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); each run creates and
// drops its own scratch database there. The server listens on RELIABILITY_PORT (default 4191).
import { parseArgs } from "node:util";
import { type CrashReport, type CrashTarget, runCrashRounds } from "./reliability/crash-rounds";

const { values } = parseArgs({ options: { rounds: { type: "string", default: "20" }, only: { type: "string" } } });
const rounds = Number(values.rounds);
const url = process.env.RELIABILITY_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const targets: CrashTarget[] = [{ kind: "pglite" }, { kind: "postgres", url }].filter((t) => !values.only || t.kind === values.only) as CrashTarget[];
const port = Number(process.env.RELIABILITY_PORT ?? 4191);

const reports: CrashReport[] = [];
for (const target of targets) {
  const began = performance.now();
  const report = await runCrashRounds({ target, rounds, port, log: (line) => console.log(line) });
  reports.push(report);
  const { prayer, rsvp, gift } = report.acknowledged;
  console.log(
    `${report.database}: ${report.rounds} rounds, ${prayer + rsvp + gift} acknowledged writes (${prayer} prayer requests, ${rsvp} RSVPs, ` +
      `${gift} gifts), ${report.interrupted} cut off by the kill, ${report.lost.length} lost, slowest restart ${report.slowestRestartMs} ms, ` +
      `${Math.round((performance.now() - began) / 1000)} s`,
  );
  for (const lost of report.lost) console.log(`  LOST: ${lost}`);
}
process.exit(reports.every((r) => r.lost.length === 0) ? 0 : 1);
