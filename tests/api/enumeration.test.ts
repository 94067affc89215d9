import { and, eq, ne } from "drizzle-orm";
import { expect, it } from "vitest";
import { eventRegistrations } from "../../src/server/db/schema/events";
import { outbox } from "../../src/server/db/schema/outbox";
import type { RegistrationResult } from "../../src/shared/events";
import { type AdminClient, signedInClient } from "./support/admin";
import { Browser, latestMessage, linkIn, signUpWithVerifiedPhone } from "./support/auth-client";
import { createEvent, eventInput } from "./support/events";
import { describeEachDatabase } from "./support/test-app";

const password = "hidden-in-plain-sight";

/*
 * Issue 48, item 10: a public form responds the same whether or not the email or phone it is given belongs to
 * someone; what the owner of that address should know goes to the address itself.
 */
describeEachDatabase("public forms do not tell who is a member or who signed up", (ctx) => {
  let organiser: AdminClient | undefined;
  const admin = async () => (organiser ??= (await signedInClient(ctx().app, ctx().database.db, ["events:write"])).client);
  const emailsTo = async (to: string) =>
    (await ctx().database.db.select({ subject: outbox.subject }).from(outbox).where(and(eq(outbox.recipient, to), eq(outbox.channel, "email")))).map(
      (m) => m.subject,
    );

  it("responds to a sign-up with a member's verified phone as it responds to one with a new phone", async () => {
    await signUpWithVerifiedPhone(ctx, { fullName: "Priscilla Tent", email: "priscilla@example.org", password, phone: "+15595550171" });
    const taken = await new Browser(ctx).json("/api/account/sign-up", {
      json: { fullName: "Aquila Probe", email: "aquila@example.org", password, phone: "+15595550171" },
    });
    const fresh = await new Browser(ctx).json("/api/account/sign-up", {
      json: { fullName: "Apollos Probe", email: "apollos@example.org", password, phone: "+15595550172" },
    });
    expect(fresh.status).toBe(201);
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual({ ok: true, username: "aquilaprobe" });
    expect(fresh.body).toEqual({ ok: true, username: "apollosprobe" });
  });

  it("responds to a guest registration with an address already signed up as it responds to a new one, and tells that address instead", async () => {
    const event = await createEvent(await admin(), eventInput({ title: { en: "Potluck", es: "Comida compartida" }, signup: "registration" }));
    const path = `/api/events/${event.id}/${event.startLocal.slice(0, 10)}/registrations`;
    const first = await new Browser(ctx).json<RegistrationResult>(path, { json: { name: "Lois Grand", email: "lois@example.org", language: "es" } });
    expect(first.status).toBe(201);
    const mailsBefore = (await emailsTo("lois@example.org")).length;

    // Someone else types Lois's address: the response is the one a new address gets (one more going).
    const probe = await new Browser(ctx).json<RegistrationResult>(path, { json: { name: "Somebody Else", email: "Lois@Example.org" } });
    const fresh = await new Browser(ctx).json<RegistrationResult>(path, { json: { name: "Eunice New", email: "eunice@example.org" } });
    expect(probe.status).toBe(201);
    expect(fresh.status).toBe(201);
    expect(probe.body).toEqual({ status: "going", goingCount: first.body.goingCount + 1 });
    expect(Object.keys(fresh.body)).toEqual(Object.keys(probe.body));

    // Nothing changed for Lois (one registration, her own name), and she is told so at her own address.
    const rows = await ctx()
      .database.db.select({ name: eventRegistrations.name })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.email, "lois@example.org"), ne(eventRegistrations.status, "cancelled")));
    expect(rows).toEqual([{ name: "Lois Grand" }]);
    const subjects = await emailsTo("lois@example.org");
    expect(subjects).toHaveLength(mailsBefore + 1);
    const told = await latestMessage(ctx().database.db, "lois@example.org");
    expect(told?.subject).toContain("Ya estabas inscrito");
    expect(told?.bodyText).not.toContain("Somebody Else");
    // Her first email's cancel link still works: the probe changed nothing, not even that.
    const firstMail = (await ctx().database.db.select().from(outbox).where(eq(outbox.recipient, "lois@example.org")).orderBy(outbox.createdAt))[0];
    const token = new URL(linkIn((firstMail?.liveBodyText ?? firstMail?.bodyText)?.split("Cancela tu inscripción")[1])).searchParams.get("token") ?? "";
    expect((await new Browser(ctx).json("/api/events/registrations/cancel", { json: { token } })).status).toBe(200);
  });

  it("responds for a full event as a new registration would, whatever place the address already holds", async () => {
    const event = await createEvent(await admin(), eventInput({ title: { en: "Small supper", es: "Cena pequeña" }, signup: "registration", capacity: 1 }));
    const path = `/api/events/${event.id}/${event.startLocal.slice(0, 10)}/registrations`;
    expect((await new Browser(ctx).json<RegistrationResult>(path, { json: { name: "Phoebe Going", email: "phoebe@example.org" } })).body.status).toBe("going");
    const probe = await new Browser(ctx).json<RegistrationResult>(path, { json: { name: "Probe", email: "phoebe@example.org" } });
    const fresh = await new Browser(ctx).json<RegistrationResult>(path, { json: { name: "Chloe Waiting", email: "chloe@example.org" } });
    expect(probe.body).toEqual({ status: "waitlisted", goingCount: 1 });
    expect(fresh.body).toEqual(probe.body);
    expect((await latestMessage(ctx().database.db, "phoebe@example.org"))?.subject).toContain("already registered");
  });
});
