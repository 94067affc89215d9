import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { AdminOutboxItem, AdminOutboxPage } from "../../src/shared/admin";
import { ADMIN_SCOPES, SUPER_ADMIN_SCOPE } from "../../src/shared/admin-scopes";
import type { Product } from "../../src/shared/store";
import { directoryPeople } from "../../src/server/db/schema/directory";
import { outbox } from "../../src/server/db/schema/outbox";
import { seedDemoContent } from "../../src/server/db/seed/seed";
import { createEmailWorker } from "../../src/server/features/email/queue";
import { createLogger } from "../../src/server/lib/logger";
import type { EmailMessage, Mailer } from "../../src/server/lib/mail/mailer";
import { MESSAGE_KINDS, type MessageKind, type SecretMessageKind } from "../../src/server/lib/mail/message-kinds";
import { createOutboxMailer } from "../../src/server/lib/mail/outbox-mailer";
import { createSmtpMailer } from "../../src/server/lib/mail/smtp-mailer";
import { createOutboxSms } from "../../src/server/lib/sms/outbox-sms";
import type { SmsMessage, SmsSender } from "../../src/server/lib/sms/sms-sender";
import { createTwilioSms } from "../../src/server/lib/sms/twilio-sms";
import { AdminClient, createTestAdmin, signedInClient } from "./support/admin";
import { Browser, linkIn } from "./support/auth-client";
import { createEvent, eventInput } from "./support/events";
import { startSmtpSink } from "./support/smtp-sink";
import { buildApp, describeEachDatabase } from "./support/test-app";

const logger = createLogger("silent");
const AUTH_SECRET = "outbox-secrets-test-secret-long-enough-for-hmac";
const PASSWORD = "walk-by-faith";

/** What the recipient got: kind, declared secrets and both bodies. */
interface Delivered {
  kind: MessageKind;
  secrets: readonly string[];
  body: string;
}

/**
 * The credentials a delivered message carries, found in its text independently of what the sender declared:
 * every long or credential-named query value of its links, and the declared secrets on top.
 */
function credentialsIn(message: Delivered): string[] {
  const found = new Set(message.secrets.filter((s) => s.length >= 4));
  for (const match of message.body.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    const url = new URL(match[0].replace(/&amp;/g, "&"));
    for (const [name, value] of url.searchParams) {
      // A page of the site to land on afterwards ("/auth/callback?confirmed=1") is an address, not a credential.
      if (value.startsWith("/")) continue;
      if (/^(token|setup|code)$/i.test(name) || value.length >= 16) found.add(value);
    }
  }
  return [...found];
}

/** Wraps a sender so the test sees each message exactly as its recipient gets it. */
function recording<T extends Mailer | SmsSender>(sender: T, into: Delivered[]): T {
  return {
    ...sender,
    mode: sender.mode,
    send: async (message: EmailMessage & SmsMessage) => {
      const body = "body" in message && typeof message.body === "string" ? message.body : `${message.text}\n${message.html}`;
      into.push({ kind: message.kind, secrets: message.secrets ?? [], body });
      await (sender.send as (m: EmailMessage | SmsMessage) => Promise<void>)(message);
    },
  } as T;
}

const modes = [
  { name: "no provider (the outbox keeps the message)", delivered: false },
  { name: "SMTP and Twilio deliver the message", delivered: true },
] as const;

for (const mode of modes) {
  describeEachDatabase(`the outbox never hands a secret to another admin: ${mode.name}`, (ctx) => {
    const delivered: Delivered[] = [];
    let sink: Awaited<ReturnType<typeof startSmtpSink>>;
    let twilio: ReturnType<typeof createServer>;
    let app: ReturnType<typeof buildApp>;
    let mailer: Mailer;
    let superAdmin: AdminClient;
    let everyOtherScope: AdminClient;
    const db = () => ctx().database.db;

    beforeAll(async () => {
      sink = await startSmtpSink();
      twilio = createServer((req, res) => {
        req.resume();
        req.on("end", () => {
          res.writeHead(201, { "Content-Type": "application/json" });
          res.end('{"sid":"SM1"}');
        });
      });
      await new Promise<void>((resolve) => twilio.listen(0, "127.0.0.1", resolve));
      const { port } = twilio.address() as AddressInfo;
      mailer = recording(
        mode.delivered ? createSmtpMailer(db(), logger, { smtpUrl: sink.url, from: "Church <office@church.test>" }) : createOutboxMailer(db(), logger),
        delivered,
      );
      const sms = recording(
        mode.delivered
          ? createTwilioSms(db(), logger, { accountSid: "AC1", authToken: "t", from: "+15595550100", apiBase: `http://127.0.0.1:${port}` })
          : createOutboxSms(db(), logger),
        delivered,
      );
      app = buildApp(ctx().database, ctx().webDistDir, { mailer, sms, authSecret: AUTH_SECRET });
      await seedDemoContent(db());
      superAdmin = (await signedInClient(app, db(), [SUPER_ADMIN_SCOPE])).client;
      everyOtherScope = (await signedInClient(app, db(), ADMIN_SCOPES.filter((s) => s !== SUPER_ADMIN_SCOPE))).client;
    });
    afterAll(async () => {
      await sink.stop();
      await new Promise<void>((resolve) => twilio.close(() => resolve()));
    });

    const browser = () => new Browser(() => ({ ...ctx(), app }));

    /** One way to send each kind that carries a secret: the type makes a new kind ask for its own. */
    const SEND: Record<SecretMessageKind, () => Promise<void>> = {
      "admin.invite": async () => {
        expect((await superAdmin.post("/api/admin/accounts", { email: `new-${mode.delivered}@church.test`, name: "New Admin", scopes: [SUPER_ADMIN_SCOPE] })).status).toBe(201);
      },
      "admin.sign-in-link": async () => {
        const target = await createTestAdmin(db(), ["events:write"]);
        expect((await new AdminClient(app).post("/api/admin/auth/magic-link", { email: target.email })).status).toBe(200);
      },
      "member.confirm-sign-up": async () => {
        const member = browser();
        const created = await member.json("/api/account/sign-up", { json: { fullName: "Ruth Moab", email: "ruth@example.org", password: PASSWORD, phone: "+15595550177" } });
        expect(created.status).toBe(201);
        // Ruth follows the link in her own mailbox (what was delivered), never the outbox's copy.
        const mail = delivered.findLast((m) => m.kind === "member.confirm-sign-up");
        expect((await member.request(linkIn(mail?.body))).status).toBe(302);
      },
      "member.magic-link": async () => {
        const sent = await browser().json("/api/auth/sign-in/magic-link", { json: { email: "ruth@example.org", callbackURL: "/auth/callback" } });
        expect(sent.status).toBe(200);
      },
      "member.confirm-new-email": async () => {
        const member = browser();
        expect((await member.json("/api/auth/sign-in/email", { json: { email: "ruth@example.org", password: PASSWORD } })).status).toBe(200);
        expect((await member.json("/api/auth/change-email", { json: { newEmail: "ruth.new@example.org", callbackURL: "/settings" } })).status).toBe(200);
      },
      "member.sign-in-code": async () => {
        // Ruth's sign-up phone waits unverified: she asks for its code from /settings, signed in.
        const member = browser();
        expect((await member.json("/api/auth/sign-in/email", { json: { email: "ruth@example.org", password: PASSWORD } })).status).toBe(200);
        expect((await member.json("/api/auth/phone-number/send-otp", { json: { phoneNumber: "+15595550177" } })).status).toBe(200);
      },
      "events.registration": async () => {
        const events = (await signedInClient(app, db(), ["events:write"])).client;
        const event = await createEvent(events, eventInput({ signup: "registration" }));
        const path = `/api/events/${event.id}/${event.startLocal.slice(0, 10)}/registrations`;
        expect((await browser().json(path, { json: { name: "Ana", email: "ana@example.org", answers: {}, language: "es" } })).status).toBe(201);
      },
      "email.bulk": async () => {
        await db().insert(directoryPeople).values({ firstName: "Boaz", email: "boaz@example.org", status: "member", ministries: ["outbox-test"] });
        const sender = (await signedInClient(app, db(), ["email:send"])).client;
        const created = await sender.post("/api/admin/email/campaigns", {
          subject: { en: "Harvest supper", es: "Cena de cosecha" },
          body: { en: "Join us.", es: "Acompáñanos." },
          recipients: { kind: "ministry", ministry: "outbox-test" },
        });
        expect(created.status).toBe(201);
        const worker = createEmailWorker({ db: db(), mailer, logger, publicUrl: "http://localhost:3000", secret: AUTH_SECRET, ratePerMinute: 100 });
        expect(await worker.runOnce()).toBe(1);
      },
      "store.order-confirmation": async () => {
        const mug = (await browser().json<{ product: Product }>("/api/store/products/sunday-morning-mug")).body.product.variants[0];
        const order = await browser().json("/api/store/checkout", {
          json: { lines: [{ variantId: mug?.id, quantity: 1 }], name: "Ana", email: "ana@example.org", language: "en", expectedTotalCents: mug?.priceCents, currency: "usd" },
        });
        expect(order.status).toBe(201);
      },
    };

    beforeAll(async () => {
      for (const send of Object.values(SEND)) await send();
    });

    /** The whole outbox as one admin's portal shows it, every page. */
    async function outboxAs(admin: AdminClient): Promise<AdminOutboxItem[]> {
      const items: AdminOutboxItem[] = [];
      for (let page = 1; ; page += 1) {
        const response = await admin.get(`/api/admin/outbox?page=${page}`);
        expect(response.status).toBe(200);
        const body = (await response.json()) as AdminOutboxPage;
        items.push(...body.items);
        if (page * body.pageSize >= body.total) return items;
      }
    }

    it("sends every kind of message that carries a secret, each with its secret in it", () => {
      const secretKinds = Object.entries(MESSAGE_KINDS).filter(([, kind]) => kind.secret).map(([name]) => name);
      for (const kind of secretKinds) {
        const ofKind = delivered.filter((m) => m.kind === kind);
        expect(ofKind.length, kind).toBeGreaterThan(0);
        for (const message of ofKind) {
          expect(message.secrets.length, `${kind} declares its secrets`).toBeGreaterThan(0);
          for (const secret of message.secrets) expect(message.body, kind).toContain(secret);
        }
      }
    });

    it("shows an admin with every scope but super admin no credential of any message, only where one was", async () => {
      const shown = await outboxAs(everyOtherScope);
      const text = JSON.stringify(shown);
      for (const message of delivered) {
        for (const credential of credentialsIn(message)) {
          expect(text, `${message.kind} leaks ${credential}`).not.toContain(credential);
          expect(text, `${message.kind} leaks ${credential}`).not.toContain(encodeURIComponent(credential));
        }
      }
      for (const kind of Object.keys(SEND)) {
        const items = shown.filter((item) => item.kind === kind);
        expect(items.length, kind).toBeGreaterThan(0);
        for (const item of items) {
          expect(item.secrets, kind).toBe("hidden");
          expect(item.bodyText, kind).toContain("[hidden]");
        }
      }
    });

    it(
      mode.delivered
        ? "keeps no credential anywhere once a provider delivered the message, not even for a super admin"
        : "keeps the live link for a super admin only, since the outbox is how a newcomer gets it",
      async () => {
        const text = JSON.stringify(await outboxAs(superAdmin));
        const rows = JSON.stringify(await db().select().from(outbox));
        for (const message of delivered) {
          for (const credential of credentialsIn(message)) {
            if (mode.delivered) {
              expect(text, `${message.kind} leaks ${credential}`).not.toContain(credential);
              expect(rows, `${message.kind} is stored with ${credential}`).not.toContain(credential);
            } else {
              expect(text, `${message.kind} shows ${credential} to a super admin`).toContain(credential);
            }
          }
        }
      },
    );

    it("gives a working set-up link only to a super admin, and only while no provider delivers", async () => {
      const invite = (await outboxAs(superAdmin)).find((item) => item.kind === "admin.invite");
      const setup = /[?&]setup=([^\s&]+)/.exec(invite?.bodyText ?? "")?.[1];
      if (mode.delivered) {
        expect(setup).toBe("[hidden]");
        return;
      }
      expect(invite?.secrets).toBe("live");
      const newcomer = new AdminClient(app);
      const response = await newcomer.post("/api/admin/auth/setup", { token: decodeURIComponent(setup ?? ""), password: "a long new password 1" });
      expect(response.status).toBe(200);
    });
  });
}
