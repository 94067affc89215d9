import { mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runEntryPoint } from "./support/command";
import { startServerProcess, type ServerProcess } from "./support/server-process";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** `npm run admin:create` as a newcomer types it in a second terminal, with the server's DATA_DIR and PORT. */
function adminCreate(env: Record<string, string>, ...args: string[]) {
  return runEntryPoint("scripts/admin-create.ts", { ...env, DATABASE_URL: "" }, ...args);
}

/**
 * Issue 23: on the embedded database, `npm run admin:create` while the server runs asks the running server
 * (DATA_DIR/admin.sock) instead of opening the database folder a second time, and its link works at once.
 */
describe("npm run admin:create while the server runs on the embedded database", () => {
  let dataDir: string;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "admin-create-"));
    const port = String(await freePort());
    // No PUBLIC_URL: the link names the server's own PORT.
    env = { DATA_DIR: dataDir, PORT: port, PUBLIC_URL: "", NODE_ENV: "production", LOG_LEVEL: "warn", SEED_DEMO_CONTENT: "false" };
    server = await startServerProcess({ ...env, DATABASE_URL: "" }, { timeoutMs: 120_000 });
  }, 150_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("prints a one-time link on the first start, with no admin yet, that creates the first super admin once", async () => {
    const printed = server?.output().match(/http:\/\/localhost:\d+\/admin\/auth\/callback\?first=\S+/)?.[0];
    expect(printed, server?.output()).toMatch(new RegExp(`^http://localhost:${env.PORT}/`));
    const token = new URL(printed ?? "").searchParams.get("first");
    const post = (body: object) =>
      fetch(`${server?.base}/api/admin/auth/first-admin`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Admin-Request": "1" },
        body: JSON.stringify(body),
      });
    expect((await post({ token: "x".repeat(43), name: "Guess", email: "guess@church.test", password: "a long and good password" })).status).toBe(400);
    const made = await post({ token, name: "Pastor Founder", email: "Founder@Church.test", password: "a long and good password" });
    expect(made.status).toBe(200);
    expect(await made.json()).toMatchObject({ ok: true, enrolTwoFA: true });
    // Used once: the same link is refused after.
    expect((await post({ token, name: "Again", email: "again@church.test", password: "a long and good password" })).status).toBe(400);
    // admin:create (over the socket) sees the account the link made.
    const exists = await adminCreate(env, "--email", "founder@church.test", "--name", "X");
    expect(exists.stderr).toContain("An admin account for founder@church.test already exists");
  }, 60_000);

  it("asks the running server over an owner-only socket, and the printed link opens the first admin's setup", async () => {
    const socket = statSync(path.join(dataDir, "admin.sock"));
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);

    const created = await adminCreate(env, "--email", "First@Church.test", "--name", "First Admin");
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    const link = created.stdout.split("\n").find((line) => line.includes("/admin/auth/callback?setup="));
    expect(link).toMatch(new RegExp(`^http://localhost:${env.PORT}/admin/auth/callback\\?setup=`));

    // Following the link: the running server knows the token (it wrote it) and lets the admin choose a password.
    const token = new URL(link ?? "").searchParams.get("setup");
    const setup = await fetch(`${server?.base}/api/admin/auth/setup`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Admin-Request": "1" },
      body: JSON.stringify({ token, password: "a long and good password" }),
    });
    expect(setup.status).toBe(200);
    expect(await setup.json()).toMatchObject({ ok: true, enrolTwoFA: true });

    // The same address again is refused with what to do, as before.
    const again = await adminCreate(env, "--email", "first@church.test", "--name", "First Admin");
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already exists. Add --new-link");
  }, 120_000);

  it("refuses at once, saying what to do, when the running server does not answer", async () => {
    // A server whose socket is gone (another user, or a version without it): the command never opens the folder.
    rmSync(path.join(dataDir, "admin.sock"), { force: true });
    const began = Date.now();
    const refused = await adminCreate(env, "--email", "second@church.test", "--name", "Second Admin");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is using the embedded database in .* and did not answer/);
    expect(refused.stderr).toContain("stop the server (Ctrl+C) and run it again");
    expect(Date.now() - began).toBeLessThan(30_000);
  }, 60_000);
});
