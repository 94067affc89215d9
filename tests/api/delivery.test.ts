import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { outbox } from "../../src/server/db/schema/outbox";
import { createLogger } from "../../src/server/lib/logger";
import { createMailer } from "../../src/server/lib/mail/create-mailer";
import { createSmsSender } from "../../src/server/lib/sms/create-sms-sender";
import { createTwilioSms } from "../../src/server/lib/sms/twilio-sms";
import { startSmtpSink } from "./support/smtp-sink";
import { describeEachDatabase } from "./support/test-app";

const logger = createLogger("silent");
const message = { kind: "connect.confirmation" as const, to: "maria@example.org", subject: "Welcome", text: "Hello Maria", html: "<p>Hello Maria</p>" };

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

describeEachDatabase("email and text delivery", (ctx) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.stop());

  const latest = async () => {
    const [row] = await ctx().database.db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(1);
    return row;
  };

  it("keeps email in the outbox when no SMTP_URL is set, so an admin can read it", async () => {
    const mailer = createMailer({ MAIL_FROM: "church@example.org" }, ctx().database.db, logger);
    expect(mailer.mode).toBe("outbox");
    await mailer.send(message);
    expect(await latest()).toMatchObject({
      channel: "email",
      recipient: "maria@example.org",
      subject: "Welcome",
      bodyText: "Hello Maria",
      bodyHtml: "<p>Hello Maria</p>",
      status: "captured",
      sentAt: null,
    });
  });

  it("sends over SMTP when SMTP_URL is set and records the message as sent", async () => {
    const mailer = createMailer({ SMTP_URL: sink.url, MAIL_FROM: "church@example.org" }, ctx().database.db, logger);
    expect(mailer.mode).toBe("smtp");
    await mailer.send({ ...message, subject: "Sent for real" });
    const received = sink.messages.at(-1);
    expect(received?.to).toEqual(["maria@example.org"]);
    expect(received?.from).toBe("church@example.org");
    expect(received?.raw).toContain("Subject: Sent for real");
    expect(received?.raw).toContain("Hello Maria");
    const row = await latest();
    expect(row).toMatchObject({ subject: "Sent for real", status: "sent" });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("records a failed send with its error and tells the caller", async () => {
    const mailer = createMailer({ SMTP_URL: "smtp://127.0.0.1:1", MAIL_FROM: "church@example.org" }, ctx().database.db, logger);
    await expect(mailer.send({ ...message, subject: "Nobody listening" })).rejects.toThrow();
    const row = await latest();
    expect(row).toMatchObject({ subject: "Nobody listening", status: "failed" });
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
  });

  it("keeps text messages in the outbox without Twilio settings", async () => {
    const sms = createSmsSender({}, ctx().database.db, logger);
    expect(sms.mode).toBe("outbox");
    await sms.send({ kind: "member.sign-in-code", secrets: ["123456"], to: "+15595550123", body: "Your code is 123456" });
    expect(await latest()).toMatchObject({
      channel: "sms",
      recipient: "+15595550123",
      kind: "member.sign-in-code",
      bodyText: "Your code is [hidden]",
      liveBodyText: "Your code is 123456",
      status: "captured",
    });
  });

  it("posts to Twilio's Messages endpoint with the account's credentials", async () => {
    const requests: Array<{ url?: string; auth?: string; body: string }> = [];
    const fake = createServer((req, res) => {
      void readBody(req).then((body) => {
        requests.push({ url: req.url, auth: req.headers.authorization, body });
        const failing = body.includes("fail");
        res.writeHead(failing ? 400 : 201, { "Content-Type": "application/json" });
        res.end(failing ? '{"message":"invalid number"}' : '{"sid":"SM1"}');
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = fake.address() as AddressInfo;
      const sms = createTwilioSms(ctx().database.db, logger, {
        accountSid: "AC123",
        authToken: "secret",
        from: "+15595550100",
        apiBase: `http://127.0.0.1:${port}`,
      });
      await sms.send({ kind: "member.sign-in-code", secrets: ["654321"], to: "+15595550123", body: "Your code is 654321" });
      expect(requests[0]?.url).toBe("/2010-04-01/Accounts/AC123/Messages.json");
      expect(requests[0]?.auth).toBe(`Basic ${Buffer.from("AC123:secret").toString("base64")}`);
      expect(Object.fromEntries(new URLSearchParams(requests[0]?.body))).toEqual({
        To: "+15595550123",
        From: "+15595550100",
        Body: "Your code is 654321",
      });
      // Delivered by Twilio: the outbox keeps no copy of the code at all.
      expect(await latest()).toMatchObject({ channel: "sms", status: "sent", bodyText: "Your code is [hidden]", liveBodyText: null });

      await expect(sms.send({ kind: "member.sign-in-code", to: "+15595550123", body: "please fail" })).rejects.toThrow(/Twilio responded 400/);
      expect(await latest()).toMatchObject({ status: "failed", error: expect.stringContaining("invalid number") });
    } finally {
      await new Promise<void>((resolve) => fake.close(() => resolve()));
    }
  });
});
