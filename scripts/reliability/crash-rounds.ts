// Crash safety (issue 12, item 4): starts the real server, writes prayer requests, RSVPs and gifts in a loop,
// kills the server with SIGKILL at a random moment, restarts it and checks that every write that got a response
// with a 2xx is still there. Used by `npm run test:reliability` (20 rounds on each database) and by the
// two-round API test (tests/api/crash-safety.test.ts).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { scratchDatabase } from "./scratch-database";

export type CrashTarget = { kind: "pglite" } | { kind: "postgres"; url: string };

export interface CrashOptions {
  target: CrashTarget;
  rounds: number;
  port: number;
  /** Each round writes for a random time in this range (ms) before the kill. */
  writeMs?: [number, number];
  log?: (line: string) => void;
}

export interface CrashReport {
  database: string;
  rounds: number;
  /** Writes that got a 2xx response, by kind. */
  acknowledged: { prayer: number; rsvp: number; gift: number };
  /** Writes cut off by the kill (no response): they may or may not be there, either is correct. */
  interrupted: number;
  /** Acknowledged writes missing after a restart: must be 0. */
  lost: string[];
  /** Slowest restart, from spawn to a healthy /api/health, in ms. */
  slowestRestartMs: number;
}

const root = path.resolve(import.meta.dirname, "../..");

interface Member {
  email: string;
  cookie: string;
}
type Write =
  | { kind: "prayer"; id: string; member: Member }
  | { kind: "rsvp"; eventId: string; date: string; member: Member }
  | { kind: "gift"; id: string };

class Server {
  private child: ChildProcess | undefined;
  constructor(
    private readonly env: NodeJS.ProcessEnv,
    readonly base: string,
  ) {}

  /**
   * Imports the Bible texts first, as a site in service has them: otherwise every start begins the import
   * again (each kill interrupts it) and, on PGlite's one connection, the writes wait behind it.
   */
  importBibles() {
    execFileSync(process.execPath, ["--import", "tsx", "scripts/bible-import.ts"], { cwd: root, env: this.env, stdio: "ignore" });
  }

  /** Starts `node --import tsx src/server/main.ts` (one process, so SIGKILL hits the server itself). */
  async start(): Promise<number> {
    const began = performance.now();
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { cwd: root, env: this.env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    this.child = child;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server did not start (exit ${child.exitCode}): ${stderr}`);
      try {
        const health = await fetch(`${this.base}/api/health`);
        if (health.status === 200) return Math.round(performance.now() - began);
      } catch {
        // not listening yet
      }
      if (performance.now() - began > 120_000) throw new Error(`the server did not become healthy in 2 minutes: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async kill(signal: NodeJS.Signals): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill(signal);
    return exited;
  }
}

/** A client of the running server: JSON in and out, each request from its own address (no rate limit by IP). */
function client(base: string) {
  return async (method: string, url: string, options: { json?: unknown; cookie?: string } = {}) => {
    const response = await fetch(`${base}${url}`, {
      method,
      redirect: "manual",
      headers: {
        Origin: base,
        "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
        ...(options.json === undefined ? {} : { "Content-Type": "application/json" }),
        ...(options.cookie ? { Cookie: options.cookie } : {}),
      },
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
    });
    const text = await response.text();
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    return { status: response.status, body: body as Record<string, unknown>, response };
  };
}

async function signUpMember(call: ReturnType<typeof client>, index: number): Promise<Member> {
  const email = `crash${index}-${randomBytes(3).toString("hex")}@church.test`;
  const password = "crash-safety-password";
  const created = await call("POST", "/api/account/sign-up", { json: { fullName: `Crash Member ${index}`, email, password, language: "en" } });
  if (created.status !== 201) throw new Error(`sign-up responded ${created.status}`);
  const mail = await call("GET", `/api/test/outbox?to=${encodeURIComponent(email)}`);
  const link = String((mail.body as { text?: string }).text ?? "").match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error("no confirmation link in the outbox");
  await call("GET", new URL(link).pathname + new URL(link).search);
  const signedIn = await call("POST", "/api/auth/sign-in/email", { json: { email, password } });
  if (signedIn.status !== 200) throw new Error(`sign-in responded ${signedIn.status}`);
  const cookie = signedIn.response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { email, cookie };
}

/** Is this acknowledged write still there? Asked through the API, as its author would. */
async function isPresent(call: ReturnType<typeof client>, write: Write): Promise<boolean> {
  if (write.kind === "prayer") return (await call("GET", `/api/prayer/${write.id}`, { cookie: write.member.cookie })).status === 200;
  if (write.kind === "gift") return (await call("GET", `/api/giving/receipts/${write.id}`)).status === 200;
  const occurrence = await call("GET", `/api/events/${write.eventId}/${write.date}`, { cookie: write.member.cookie });
  return occurrence.status === 200 && (occurrence.body as { event?: { myStatus?: string | null } }).event?.myStatus != null;
}

function describeWrite(write: Write): string {
  return write.kind === "rsvp" ? `rsvp ${write.eventId}/${write.date} by ${write.member.email}` : `${write.kind} ${write.id}`;
}

export async function runCrashRounds({ target, rounds, port, writeMs = [300, 2500], log = () => {} }: CrashOptions): Promise<CrashReport> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "church-crash-"));
  const scratch = target.kind === "postgres" ? await scratchDatabase(target.url, "crash") : undefined;
  const base = `http://127.0.0.1:${port}`;
  const server = new Server(
    {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: scratch?.url ?? "",
      NODE_ENV: "development",
      LOG_LEVEL: "error",
      PUBLIC_URL: base,
      E2E_TEST_ROUTES: "true",
      TRUST_PROXY: "true",
    },
    base,
  );
  const call = client(base);
  const report: CrashReport = {
    database: target.kind,
    rounds,
    acknowledged: { prayer: 0, rsvp: 0, gift: 0 },
    interrupted: 0,
    lost: [],
    slowestRestartMs: 0,
  };
  const acknowledged: Write[] = [];
  try {
    server.importBibles();
    report.slowestRestartMs = await server.start();
    const members = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map((i) => signUpMember(call, i)));
    const funds = ((await call("GET", "/api/giving/options")).body as { funds: { id: string }[] }).funds;
    const from = new Date().toISOString().slice(0, 10);
    const to = new Date(Date.now() + 180 * 86_400_000).toISOString().slice(0, 10);
    const listed = await call("GET", `/api/events?from=${from}&to=${to}`, { cookie: members[0]?.cookie });
    const occurrences = (listed.body as { occurrences: { eventId: string; date: string; signup: string; cancelled: boolean }[] }).occurrences.filter(
      (o) => o.signup === "rsvp" && !o.cancelled,
    );
    const rsvpQueue = members.flatMap((member) => occurrences.map((o) => ({ member, eventId: o.eventId, date: o.date })));
    if (funds.length === 0 || rsvpQueue.length === 0) throw new Error("the demo content has no funds or RSVP events");
    log(`${target.kind}: ${members.length} members, ${funds.length} funds, ${occurrences.length} RSVP occurrences`);

    for (let round = 1; round <= rounds; round += 1) {
      const roundWrites: Write[] = [];
      let writing = true;
      let sequence = 0;
      let firstResponse: () => void = () => {};
      const responded = new Promise<void>((resolve) => (firstResponse = resolve));
      const writeOnce = async (): Promise<void> => {
        sequence += 1;
        const member = members[sequence % members.length] as Member;
        const pick = randomInt(3);
        try {
          if (pick === 0) {
            const res = await call("POST", "/api/prayer", {
              cookie: member.cookie,
              json: { body: `Crash round ${round}, write ${sequence}`, category: "other", visibility: "members" },
            });
            if (res.status === 201) roundWrites.push({ kind: "prayer", id: (res.body as { request: { id: string } }).request.id, member });
          } else if (pick === 1 && rsvpQueue.length > 0) {
            const next = rsvpQueue.shift();
            if (!next) return;
            const res = await call("POST", `/api/events/${next.eventId}/${next.date}/rsvp`, { cookie: next.member.cookie });
            if (res.status >= 200 && res.status < 300) roundWrites.push({ kind: "rsvp", ...next });
          } else {
            const fund = funds[sequence % funds.length] as { id: string };
            const res = await call("POST", "/api/giving/checkout", {
              json: { fundId: fund.id, amountCents: 1000 + sequence, frequency: "once", name: "Crash Guest", email: "guest@church.test", language: "en" },
            });
            if (res.status === 201) roundWrites.push({ kind: "gift", id: (res.body as { giftId: string }).giftId });
          }
        } catch {
          // The connection died with the server: no response, so no promise was made.
          report.interrupted += 1;
        }
      };
      const writers = Array.from({ length: 4 }, async () => {
        while (writing) {
          await writeOnce();
          if (roundWrites.length > 0) firstResponse();
        }
      });
      // The random moment is counted from the first acknowledged write, so every round kills a server at work.
      await Promise.race([responded, new Promise((resolve) => setTimeout(resolve, 60_000))]);
      await new Promise((resolve) => setTimeout(resolve, randomInt(writeMs[0], writeMs[1])));
      // No new writes from here; the ones in flight are cut by the kill.
      writing = false;
      await server.kill("SIGKILL");
      await Promise.all(writers);
      acknowledged.push(...roundWrites);

      const restartMs = await server.start();
      report.slowestRestartMs = Math.max(report.slowestRestartMs, restartMs);
      const missing: string[] = [];
      for (const write of roundWrites) if (!(await isPresent(call, write))) missing.push(describeWrite(write));
      report.lost.push(...missing);
      log(`${target.kind} round ${round}/${rounds}: ${roundWrites.length} acknowledged writes, ${missing.length} lost, restart ${restartMs} ms`);
    }

    // Every write of every round, once more, on the last start; then a clean stop must also work.
    for (const write of acknowledged) {
      report.acknowledged[write.kind] += 1;
      if (!(await isPresent(call, write))) {
        const what = describeWrite(write);
        if (!report.lost.includes(what)) report.lost.push(what);
      }
    }
    const code = await server.kill("SIGTERM");
    if (code !== 0) throw new Error(`the server did not stop cleanly after the rounds (exit ${code})`);
    return report;
  } finally {
    await server.kill("SIGKILL");
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
