import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { outbox } from "../../src/server/db/schema/outbox";
import { seedDemoContent } from "../../src/server/db/seed/seed";
import type { ConnectInfo } from "../../src/shared/connect";
import type { GivingOptions } from "../../src/shared/giving";
import type { StoreCatalogue } from "../../src/shared/store";
import { signedInClient } from "./support/admin";
import { createEvent, eventInput } from "./support/events";
import { buildApp, describeEachDatabase } from "./support/test-app";

/*
 * Issue 48, item 11: a public form that emails an address the visitor typed sends a church-written message only.
 * None of the visitor's own text (name, questions, messages, answers) reaches that address, so the forms cannot
 * relay phishing in the church's name to anyone whose address is typed in.
 */

/** What a phisher would type into every free-text field. */
const BAIT = "Your account is locked: sign in at http://evil.example/verify";
const BAIT_PIECES = ["evil.example", "account is locked"];

describeEachDatabase("no visitor's text reaches an address they typed", (ctx) => {
  // Behind a trusted proxy: every form from its own address, so no limit of another form interferes.
  let app: ReturnType<typeof buildApp>;
  let visitor = 0;
  const post = async (path: string, json: Record<string, unknown>) => {
    visitor += 1;
    const response = await app.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.51.100.${visitor}`, Origin: "http://localhost:3000" },
      body: JSON.stringify(json),
    });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
    return (await response.json()) as Record<string, unknown>;
  };
  /** Every email the typed address got: at least one (the form's confirmation), none with the bait in it. */
  const expectOnlyChurchText = async (to: string) => {
    const mails = await ctx().database.db.select().from(outbox).where(and(eq(outbox.recipient, to), eq(outbox.channel, "email")));
    expect(mails.length, `${to} got no email`).toBeGreaterThan(0);
    for (const mail of mails) {
      for (const part of [mail.subject, mail.bodyText, mail.bodyHtml, mail.liveBodyText, mail.liveBodyHtml]) {
        for (const piece of BAIT_PIECES) expect(part ?? "", `${mail.kind} to ${to}`).not.toContain(piece);
      }
    }
  };

  beforeAll(async () => {
    await seedDemoContent(ctx().database.db);
    app = buildApp(ctx().database, ctx().webDistDir, { config: { TRUST_PROXY: true } });
  });

  it("the plan-a-visit form", async () => {
    const { upcomingServiceDays } = (await (await app.request("/api/connect")).json()) as ConnectInfo;
    await post("/api/connect/visit", {
      name: BAIT.slice(0, 100),
      email: "visit-target@example.org",
      visitDate: upcomingServiceDays[0]?.date,
      partySize: 2,
      childrenAges: BAIT.slice(0, 100),
      questions: BAIT,
    });
    await expectOnlyChurchText("visit-target@example.org");
  });

  it("the join-the-church and Kingdom Builders Class forms", async () => {
    await post("/api/connect/membership", { name: BAIT.slice(0, 100), email: "join-target@example.org", message: BAIT });
    await post("/api/connect/class", { name: BAIT.slice(0, 100), email: "class-target@example.org", message: BAIT });
    await expectOnlyChurchText("join-target@example.org");
    await expectOnlyChurchText("class-target@example.org");
  });

  it("the meeting request form", async () => {
    await post("/api/connect/meeting", { name: BAIT.slice(0, 100), email: "meeting-target@example.org", topic: BAIT, preferredTimes: BAIT });
    await expectOnlyChurchText("meeting-target@example.org");
  });

  it("an event's registration form, the first time and again", async () => {
    const { client } = await signedInClient(ctx().app, ctx().database.db, ["events:write"]);
    const event = await createEvent(
      client,
      eventInput({
        signup: "registration",
        registrationFields: [{ id: "note", label: { en: "Anything else?", es: "¿Algo más?" }, type: "text", required: false, options: [] }],
      }),
    );
    const path = `/api/events/${event.id}/${event.startLocal.slice(0, 10)}/registrations`;
    await post(path, { name: BAIT, email: "event-target@example.org", answers: { note: BAIT } });
    await post(path, { name: BAIT, email: "event-target@example.org", answers: { note: BAIT } });
    await expectOnlyChurchText("event-target@example.org");
  });

  it("a guest's gift receipt", async () => {
    const options = (await (await app.request("/api/giving/options")).json()) as GivingOptions;
    await post("/api/giving/checkout", { fundId: options.funds[0]?.id, amountCents: 100, name: BAIT, email: "gift-target@example.org" });
    await expectOnlyChurchText("gift-target@example.org");
  });

  it("a guest's store order confirmation", async () => {
    const catalogue = (await (await app.request("/api/store/products")).json()) as StoreCatalogue;
    const variant = catalogue.products.flatMap((p) => p.variants).find((v) => v.stock > 0);
    await post("/api/store/checkout", { lines: [{ variantId: variant?.id, quantity: 1 }], name: BAIT, email: "order-target@example.org" });
    await expectOnlyChurchText("order-target@example.org");
  });
});
