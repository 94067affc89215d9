import { parse } from "csv-parse/sync";
import { eq, type SQL } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoContent } from "../../src/server/db/seed/seed";
import { gifts, givingSettings, recurringGifts } from "../../src/server/db/schema/giving";
import { authUsers } from "../../src/server/db/schema/accounts";
import { outbox } from "../../src/server/db/schema/outbox";
import { runDemoBilling } from "../../src/server/features/giving/payment-events";
import { createLogger } from "../../src/server/lib/logger";
import { createOutboxMailer } from "../../src/server/lib/mail/outbox-mailer";
import { createDemoPayments } from "../../src/server/lib/payments/demo-payments";
import type { AdminGiftPage, CheckoutResult, Fund, GiftReceipt, Gift, GivingOptions, GivingTotals, RecurringGift, StatementSend } from "../../src/shared/giving";
import { coveredFeeCents, DEMO_GUEST_MAX_CENTS } from "../../src/shared/giving";
import { AdminClient, signedInClient } from "./support/admin";
import { Browser, signUpConfirmed } from "./support/auth-client";
import { pdfText } from "./support/pdf-text";
import { zipEntries } from "./support/zip-entries";
import { buildApp, describeEachDatabase } from "./support/test-app";

const password = "cheerful-giver-2cor9";

/**
 * Demo gifts move no money and never count in totals, reports or statements. The tests of those make their gifts
 * through the demo flow (the same code as Stripe's past the provider; giving-stripe.test.ts runs Stripe's) and
 * then mark them counted, as a gift a card processor confirmed is.
 */
async function asCardGifts(db: Db, where?: SQL) {
  await db.update(gifts).set({ demo: false }).where(where);
}

describeEachDatabase("giving with the demo provider", (ctx) => {
  const db = () => ctx().database.db;
  let funds: Fund[] = [];
  const fund = (slug: string) => {
    const found = funds.find((f) => f.slug === slug);
    if (!found) throw new Error(`no fund ${slug}`);
    return found;
  };
  const signIn = async (email: string) => {
    const browser = new Browser(ctx);
    const signedIn = await browser.json("/api/auth/sign-in/email", { json: { email, password } });
    if (signedIn.status !== 200) throw new Error(`sign-in failed ${signedIn.status}`);
    return browser;
  };
  const mailTo = (to: string) => db().select().from(outbox).where(eq(outbox.recipient, to));

  beforeAll(async () => {
    await seedDemoContent(db());
    const options = await new Browser(ctx).json<GivingOptions>("/api/giving/options");
    funds = options.body.funds;
    await signUpConfirmed(ctx, { fullName: "Lydia Purple", email: "lydia@example.org", password });
    await signUpConfirmed(ctx, { fullName: "Dorcas Tabitha", email: "dorcas@example.org", password });
  });

  it("offers the admin-managed funds, the presets and the limits, in demo mode", async () => {
    const { status, body } = await new Browser(ctx).json<GivingOptions>("/api/giving/options");
    expect(status).toBe(200);
    // A guest's demo gift is kept small (it sends a receipt at once); a member may give up to the church's limit.
    expect(body).toMatchObject({ mode: "demo", currency: "usd", minAmountCents: 100, maxAmountCents: DEMO_GUEST_MAX_CENTS, presetsCents: [2500, 5000, 10000, 25000] });
    expect((await (await signIn("lydia@example.org")).json<GivingOptions>("/api/giving/options")).body.maxAmountCents).toBe(2_500_000);
    expect(body.funds.map((f) => f.slug)).toEqual(["tithe", "offering", "missions", "building"]);
    expect(body.funds[0]?.name).toEqual({ en: "Tithe", es: "Diezmo" });
    expect(body.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("takes a guest's one-time gift with the fee covered, shows it as demo and emails a receipt in Spanish", async () => {
    const fee = coveredFeeCents(5000, { percentBasisPoints: 290, fixedCents: 30 });
    const { status, body } = await new Browser(ctx).json<CheckoutResult>("/api/giving/checkout", {
      json: { fundId: fund("missions").id, amountCents: 5000, coverFee: true, name: "Ana Guest", email: "Ana@Example.org", language: "es", expectedTotalCents: 5000 + fee },
    });
    expect(status).toBe(201);
    expect(body.redirectUrl).toBe(`http://localhost:3000/give/thank-you?gift=${body.giftId}`);
    const receipt = await new Browser(ctx).json<{ receipt: GiftReceipt }>(`/api/giving/receipts/${body.giftId}`);
    expect(receipt.body.receipt).toMatchObject({ status: "succeeded", demo: true, amountCents: 5000, feeCents: fee, totalCents: 5000 + fee, frequency: "once" });
    expect(fee).toBe(181); // (5000 + 30) / (1 - 0.029) = 5180.2, rounded up, less the gift
    const [mail, ...more] = await mailTo("ana@example.org");
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^\[Demo\] Gracias por tu ofrenda/);
    expect(mail?.bodyText).toContain("Misiones");
    expect(mail?.bodyText).toContain("Modo de demostración: no se cobró dinero.");
    expect(mail?.bodyText).toContain("No se proporcionaron bienes ni servicios a cambio de esta contribución.");
    expect(mail?.bodyText).toContain("Total cobrado: $51.81");
  });

  it("refuses amounts under $1 or over the limit, another currency, a tampered total, an inactive fund and a guest without an address", async () => {
    const guest = new Browser(ctx);
    const give = (body: Record<string, unknown>) =>
      guest.json<{ error: { code: string; fields?: Record<string, string[]> } }>("/api/giving/checkout", {
        json: { fundId: fund("tithe").id, amountCents: 2000, name: "G", email: "g@example.org", ...body },
      });
    expect((await give({ amountCents: 99 })).body.error.fields).toEqual({ amountCents: ["giving.validation.amountMin"] });
    expect((await give({ amountCents: 2_500_001 })).body.error.fields).toEqual({ amountCents: ["giving.validation.amountMax"] });
    expect((await give({ amountCents: 12.5 })).status).toBe(400);
    expect((await give({ currency: "eur" })).body.error.fields).toEqual({ currency: ["giving.validation.currency"] });
    const tampered = await give({ amountCents: 10000, coverFee: true, expectedTotalCents: 100 });
    expect(tampered.status).toBe(409);
    expect(tampered.body.error.code).toBe("price_mismatch");
    expect((await give({ email: undefined, name: undefined })).body.error.fields).toEqual({ name: ["giving.validation.name"], email: ["giving.validation.email"] });
    expect((await give({ frequency: "monthly" })).status).toBe(401);
    expect((await give({ fundId: "00000000-0000-4000-8000-000000000000" })).body.error.fields).toEqual({ fundId: ["giving.validation.fund"] });
    const pending = await db().select().from(gifts).where(eq(gifts.donorEmail, "g@example.org"));
    expect(pending).toEqual([]);
  });

  it("lets a member set up monthly giving starting today, see it in their history, change, pause and cancel it", async () => {
    const lydia = await signIn("lydia@example.org");
    const started = await lydia.json<CheckoutResult>("/api/giving/checkout", {
      json: { fundId: fund("tithe").id, amountCents: 10000, frequency: "monthly", language: "en" },
    });
    expect(started.status).toBe(201);
    expect(started.body.redirectUrl).toBe(`http://localhost:3000/give/thank-you?recurring=${started.body.recurringId}`);
    const id = started.body.recurringId;
    const listed = await lydia.json<{ recurring: RecurringGift[] }>("/api/giving/me/recurring");
    expect(listed.body.recurring).toMatchObject([{ id, status: "active", amountCents: 10000, frequency: "monthly", demo: true }]);
    const history = await lydia.json<{ gifts: Gift[] }>("/api/giving/me/gifts");
    expect(history.body.gifts).toMatchObject([{ recurringId: id, amountCents: 10000, status: "succeeded", demo: true, donorName: "Lydia Purple" }]);
    expect((await mailTo("lydia@example.org")).filter((m) => m.subject?.startsWith("[Demo] Thank you for your gift"))).toHaveLength(1);

    const changed = await lydia.json<{ recurring: RecurringGift }>(`/api/giving/me/recurring/${id}`, { method: "PATCH", json: { amountCents: 12000 } });
    expect(changed.body.recurring.amountCents).toBe(12000);
    expect((await lydia.json(`/api/giving/me/recurring/${id}`, { method: "PATCH", json: { amountCents: 50 } })).status).toBe(400);
    const paused = await lydia.json<{ recurring: RecurringGift }>(`/api/giving/me/recurring/${id}`, { method: "PATCH", json: { paused: true } });
    expect(paused.body.recurring).toMatchObject({ status: "paused", nextChargeOn: null });
    const resumed = await lydia.json<{ recurring: RecurringGift }>(`/api/giving/me/recurring/${id}`, { method: "PATCH", json: { paused: false } });
    expect(resumed.body.recurring.status).toBe("active");

    const dorcas = await signIn("dorcas@example.org");
    expect((await dorcas.json(`/api/giving/me/recurring/${id}`, { method: "DELETE" })).status).toBe(404);
    const cancelled = await lydia.json<{ recurring: RecurringGift }>(`/api/giving/me/recurring/${id}`, { method: "DELETE" });
    expect(cancelled.body.recurring.status).toBe("cancelled");
    expect((await lydia.json(`/api/giving/me/recurring/${id}`, { method: "PATCH", json: { paused: false } })).status).toBe(409);
    expect((await new Browser(ctx).json("/api/giving/me/gifts")).status).toBe(401);
  });

  it("records a weekly demo gift's charges as their days come, once each", async () => {
    const dorcas = await signIn("dorcas@example.org");
    const started = await dorcas.json<CheckoutResult>("/api/giving/checkout", {
      json: { fundId: fund("building").id, amountCents: 2500, frequency: "weekly", startDate: "2099-01-01" },
    });
    expect(started.status).toBe(400);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const later = await dorcas.json<CheckoutResult>("/api/giving/checkout", {
      json: { fundId: fund("building").id, amountCents: 2500, frequency: "weekly", startDate: tomorrow },
    });
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    const recurringId = later.body.recurringId ?? "";
    const charges = () => db().select().from(gifts).where(eq(gifts.recurringId, recurringId));
    expect(await charges()).toHaveLength(0);
    const deps = { db: db(), mailer: createOutboxMailer(db(), createLogger("silent")), logger: createLogger("silent"), payments: createDemoPayments(), publicUrl: "http://localhost:3000" };
    const inThreeWeeks = new Date(Date.parse(`${today}T20:00:00Z`) + 16 * 86_400_000);
    await runDemoBilling(deps, inThreeWeeks);
    await runDemoBilling(deps, inThreeWeeks);
    expect((await charges()).map((g) => g.amountCents)).toEqual([2500, 2500, 2500]);
    const [row] = await db().select().from(recurringGifts).where(eq(recurringGifts.id, recurringId));
    expect(row?.nextChargeOn && row.nextChargeOn > inThreeWeeks.toISOString().slice(0, 10)).toBe(true);
  });

  it("writes a yearly statement PDF whose total is the sum of the member's gifts", async () => {
    const dorcas = await signIn("dorcas@example.org");
    for (const amountCents of [1000, 2345]) {
      await dorcas.json("/api/giving/checkout", { json: { fundId: fund("offering").id, amountCents, coverFee: amountCents === 2345 } });
    }
    const year = new Date().getUTCFullYear();
    // Demo gifts are in Dorcas's history, marked demo, and in no statement.
    const demoOnly = await pdfText(new Uint8Array(await (await dorcas.request(`/api/giving/me/statements/${year}`)).arrayBuffer()));
    expect(demoOnly).toContain("No gifts were recorded this year.");
    const [dorcasRow] = await db().select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, "dorcas@example.org"));
    await asCardGifts(db(), eq(gifts.memberId, dorcasRow?.id ?? ""));
    const history = (await dorcas.json<{ gifts: Gift[] }>("/api/giving/me/gifts")).body.gifts.filter(
      (g) => g.status === "succeeded" && (g.paidAt ?? "").startsWith(String(year)),
    );
    const expected = history.reduce((sum, g) => sum + g.totalCents, 0);
    const response = await dorcas.request(`/api/giving/me/statements/${year}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text[0]).toBe("Living Water Home Church");
    expect(text).toContain(`Contribution statement ${year}`);
    expect(text).toContain("Donor: Dorcas Tabitha <dorcas@example.org>");
    expect(text).toContain("No goods or services were provided in exchange for this contribution.");
    const giftLines = text.filter((line) => /^\d{4}-\d{2}-\d{2} +\|/.test(line));
    expect(giftLines).toHaveLength(history.length);
    const sumOfLines = giftLines.reduce((sum, line) => sum + Math.round(Number(line.split("$")[1]?.replace(/[^\d.]/g, "")) * 100), 0);
    const total = text.find((line) => line.startsWith("Total contributions: "));
    expect(Math.round(Number(total?.split("$")[1]?.replace(/,/g, "")) * 100)).toBe(expected);
    expect(sumOfLines).toBe(expected);
  });

  it("writes a statement for a donor whose name is in any script: it reads back exactly from the PDF", async () => {
    const name = "Nguyễn Văn Đặng “Dee” — ‘王小明’ 김민준";
    await signUpConfirmed(ctx, { fullName: name, email: "dang@example.org", password });
    const dang = await signIn("dang@example.org");
    await dang.json("/api/giving/checkout", { json: { fundId: fund("missions").id, amountCents: 4200, coverFee: false } });
    const [row] = await db().select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, "dang@example.org"));
    await asCardGifts(db(), eq(gifts.memberId, row?.id ?? ""));
    const year = new Date().getUTCFullYear();
    const response = await dang.request(`/api/giving/me/statements/${year}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="contribution-statement-${year}.pdf"`);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(`Donor: ${name} <dang@example.org>`);
    for (const part of ["“", "”", "‘", "’", "—", "Nguyễn Văn Đặng", "王小明", "김민준"]) expect(text.join("\n")).toContain(part);
    expect(text).toContain("Total contributions: $42.00");
  });
});

describeEachDatabase("giving admin", (ctx) => {
  const db = () => ctx().database.db;
  const mailTo = (to: string) => db().select().from(outbox).where(eq(outbox.recipient, to));
  let reader: AdminClient;
  let writer: AdminClient;

  beforeAll(async () => {
    await seedDemoContent(db());
    reader = (await signedInClient(ctx().app, db(), ["giving:read"])).client;
    writer = (await signedInClient(ctx().app, db(), ["giving:write"])).client;
    const funds = (await new Browser(ctx).json<GivingOptions>("/api/giving/options")).body.funds;
    const give = (amountCents: number, fundSlug: string, name: string) =>
      new Browser(ctx).json("/api/giving/checkout", {
        json: { fundId: funds.find((f) => f.slug === fundSlug)?.id, amountCents, name, email: `${name.toLowerCase().replace(/\W/g, "")}@example.org` },
      });
    await give(1000, "tithe", "Barnabas");
    await give(2500, "missions", "Silas");
    await give(4000, "tithe", "=cmd|calc");
    await asCardGifts(db());
  });

  it("lists gifts with filters and their total, and exports them as CSV safe for spreadsheets", async () => {
    const all = (await (await reader.get("/api/admin/giving/gifts")).json()) as AdminGiftPage;
    expect(all.gifts).toHaveLength(3);
    expect(all.totalCents).toBe(7500);
    const tithe = all.gifts.find((g) => g.donorName === "Barnabas")?.fund.id;
    const filtered = (await (await reader.get(`/api/admin/giving/gifts?fundId=${tithe}&q=barn`)).json()) as AdminGiftPage;
    expect(filtered.gifts.map((g) => g.donorEmail)).toEqual(["barnabas@example.org"]);
    expect(filtered.totalCents).toBe(1000);
    const csv = await reader.get(`/api/admin/giving/gifts.csv?fundId=${tithe}`);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toBe("date,donor,email,fund,amount,fee,total,currency,status,recurring,provider,id");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(",'=cmd|calc,");
    expect(lines[2]).toContain(",Barnabas,barnabas@example.org,Tithe,10.00,0.00,10.00,USD,succeeded,no,demo,");
    // A CSV parser reads the same rows, the formula guard kept for the spreadsheet.
    const records = parse(text, { columns: true }) as Array<Record<string, string>>;
    expect(records.map((r) => [r.donor, r.fund, r.total, r.status])).toEqual([
      ["'=cmd|calc", "Tithe", expect.any(String), "succeeded"],
      ["Barnabas", "Tithe", "10.00", "succeeded"],
    ]);
  });

  it("says which received gifts of a list are demo gifts left out of its total, so the numbers add up", async () => {
    const all = (await (await reader.get("/api/admin/giving/gifts")).json()) as AdminGiftPage;
    expect(all.demoLeftOut).toEqual({ count: 0, totalCents: 0 });
    const silas = all.gifts.find((g) => g.donorName === "Silas");
    await db().update(gifts).set({ demo: true }).where(eq(gifts.id, silas?.id ?? ""));
    try {
      // Before: "Received in this list: $0.00" over received demo gifts, with no word of why.
      const only = (await (await reader.get("/api/admin/giving/gifts?q=silas")).json()) as AdminGiftPage;
      expect(only.gifts.map((g) => [g.status, g.demo])).toEqual([["succeeded", true]]);
      expect(only.totalCents).toBe(0);
      expect(only.demoLeftOut).toEqual({ count: 1, totalCents: silas?.totalCents });
      const every = (await (await reader.get("/api/admin/giving/gifts")).json()) as AdminGiftPage;
      expect(every.totalCents + every.demoLeftOut.totalCents).toBe(all.totalCents);
    } finally {
      await db().update(gifts).set({ demo: false }).where(eq(gifts.id, silas?.id ?? ""));
    }
  });

  it("totals the year by fund and by month", async () => {
    const year = new Date().getUTCFullYear();
    const totals = (await (await reader.get(`/api/admin/giving/totals?year=${year}`)).json()) as GivingTotals;
    expect(totals.totalCents).toBe(7500);
    expect(totals.byFund.map((f) => [f.name.en, f.totalCents, f.count])).toEqual([
      ["Tithe", 5000, 2],
      ["Offering", 0, 0],
      ["Missions", 2500, 1],
      ["Building Fund", 0, 0],
    ]);
    expect(totals.byMonth).toHaveLength(12);
    expect(totals.byMonth[new Date().getUTCMonth()]?.totalCents).toBe(7500);
  });

  it("edits funds: a new fund shows on /give, a turned-off one does not, and short names stay unique", async () => {
    const body = { slug: "youth-camp", name: { en: "Youth Camp", es: "Campamento Juvenil" }, description: { en: "Send a student to camp.", es: "Envía a un joven al campamento." }, sortOrder: 5 };
    const created = await writer.post("/api/admin/giving/funds", body);
    expect(created.status).toBe(201);
    const { fund } = (await created.json()) as { fund: Fund };
    const visible = async () => (await new Browser(ctx).json<GivingOptions>("/api/giving/options")).body.funds.map((f) => f.slug);
    expect(await visible()).toContain("youth-camp");
    expect((await writer.request("PUT", `/api/admin/giving/funds/${fund.id}`, { ...body, active: false })).status).toBe(200);
    expect(await visible()).not.toContain("youth-camp");
    expect((await writer.post("/api/admin/giving/funds", { ...body, slug: "tithe" })).status).toBe(409);
    expect((await writer.post("/api/admin/giving/funds", { ...body, slug: "Not A Slug" })).status).toBe(400);
  });

  it("changes the limit and the currency the site gives in", async () => {
    const current = ((await (await writer.get("/api/admin/giving/settings")).json()) as { settings: Record<string, unknown> }).settings;
    const saved = await writer.request("PUT", "/api/admin/giving/settings", { ...current, maxAmountCents: 50_000 });
    expect(saved.status).toBe(200);
    const over = await new Browser(ctx).json<{ error: { fields: Record<string, string[]> } }>("/api/giving/checkout", {
      json: { fundId: (await db().query.givingFunds.findFirst())?.id, amountCents: 50_001, name: "Big", email: "big@example.org" },
    });
    expect(over.body.error.fields).toEqual({ amountCents: ["giving.validation.amountMax"] });
    await db().update(givingSettings).set({ maxAmountCents: 2_500_000 }).where(eq(givingSettings.id, 1));
  });

  it("downloads every donor's statement for a year as one ZIP of PDFs", async () => {
    const year = new Date().getUTCFullYear();
    const response = await reader.get(`/api/admin/giving/statements/${year}.zip`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    const entries = zipEntries(new Uint8Array(await response.arrayBuffer()));
    expect(entries.map((e) => e.name).sort()).toEqual([
      `${year}-barnabas-guest-barnabas.pdf`,
      `${year}-cmd-calc-guest-cmdcalc.pdf`,
      `${year}-silas-guest-silas.pdf`,
    ]);
    const silas = await pdfText(entries.find((e) => e.name.includes("silas"))?.data ?? new Uint8Array());
    expect(silas).toContain("Donor: Silas <silas@example.org>");
    expect(silas).toContain("Total contributions: $25.00");
    const empty = zipEntries(new Uint8Array(await (await reader.get(`/api/admin/giving/statements/${year - 5}.zip`)).arrayBuffer()));
    expect(empty).toEqual([]);
    expect((await reader.get(`/api/admin/giving/statements/${year}.tar`)).status).toBe(400);
  });

  it("refunds a gift: it leaves the totals, and a second refund is refused", async () => {
    const year = new Date().getUTCFullYear();
    const before = (await (await reader.get(`/api/admin/giving/totals?year=${year}`)).json()) as GivingTotals;
    const silas = ((await (await reader.get("/api/admin/giving/gifts?q=silas")).json()) as AdminGiftPage).gifts[0];
    expect((await reader.post(`/api/admin/giving/gifts/${silas?.id}/refund`)).status).toBe(403);
    const refunded = await writer.post(`/api/admin/giving/gifts/${silas?.id}/refund`);
    expect(refunded.status).toBe(200);
    expect(((await refunded.json()) as { gift: { status: string } }).gift.status).toBe("refunded");
    const after = (await (await reader.get(`/api/admin/giving/totals?year=${year}`)).json()) as GivingTotals;
    expect(after.totalCents).toBe(before.totalCents - 2500);
    expect((await writer.post(`/api/admin/giving/gifts/${silas?.id}/refund`)).status).toBe(409);
    const statements = zipEntries(new Uint8Array(await (await reader.get(`/api/admin/giving/statements/${year}.zip`)).arrayBuffer()));
    expect(statements.map((e) => e.name).some((n) => n.includes("silas"))).toBe(false);
  });

  it("emails every donor their statement PDF in their language, once a year unless a resend is confirmed", async () => {
    const year = new Date().getUTCFullYear();
    const funds = (await new Browser(ctx).json<GivingOptions>("/api/giving/options")).body.funds;
    await new Browser(ctx).json("/api/giving/checkout", { json: { fundId: funds[0]?.id, amountCents: 3000, name: "Marta Ofrenda", email: "marta@example.org", language: "es" } });
    await asCardGifts(db(), eq(gifts.donorEmail, "marta@example.org"));
    const statementMail = async (to: string) => (await mailTo(to)).filter((m) => m.subject?.includes(String(year)) && m.subject.includes("ontribu"));

    expect(((await (await reader.get(`/api/admin/giving/statements/${year}/email`)).json()) as { send: StatementSend | null }).send).toBeNull();
    expect((await reader.post(`/api/admin/giving/statements/${year}/email`, {})).status).toBe(403);
    const sent = await writer.post(`/api/admin/giving/statements/${year}/email`, {});
    expect(sent.status).toBe(200);
    expect(((await sent.json()) as { send: StatementSend }).send).toMatchObject({ year, sentCount: 3, failedCount: 0 });

    const [marta] = await statementMail("marta@example.org");
    expect(marta?.subject).toContain(`Tu constancia de contribuciones de ${year}`);
    const attachment = marta?.attachments?.[0];
    expect(attachment).toMatchObject({ contentType: "application/pdf", encoding: "base64" });
    const pdf = await pdfText(new Uint8Array(Buffer.from(attachment?.content ?? "", "base64")));
    expect(pdf).toContain(`Constancia de contribuciones ${year}`);
    expect(pdf).toContain("Total de contribuciones: $30.00");
    const [barnabas] = await statementMail("barnabas@example.org");
    expect(barnabas?.subject).toContain(`Your contribution statement for ${year}`);
    expect(await statementMail("silas@example.org")).toEqual([]);

    const twice = await writer.post(`/api/admin/giving/statements/${year}/email`, {});
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { error: { code: string } }).error.code).toBe("already_sent");
    expect(await statementMail("marta@example.org")).toHaveLength(1);
    expect((await writer.post(`/api/admin/giving/statements/${year}/email`, { resend: true })).status).toBe(200);
    expect(await statementMail("marta@example.org")).toHaveLength(2);
    const record = ((await (await reader.get(`/api/admin/giving/statements/${year}/email`)).json()) as { send: StatementSend }).send;
    expect(record.sentBy).toMatch(/@church\.test$/);
  });

  it("keeps giving:read and giving:write apart", async () => {
    expect((await writer.get("/api/admin/giving/gifts")).status).toBe(403);
    expect((await reader.post("/api/admin/giving/funds", {})).status).toBe(403);
    expect((await reader.get("/api/admin/giving/recurring")).status).toBe(200);
  });
});

describe("giving rules", () => {
  it("covers the fee so the church receives the whole gift", () => {
    for (const amount of [100, 2500, 10_000, 123_456]) {
      const fee = coveredFeeCents(amount, { percentBasisPoints: 290, fixedCents: 30 });
      const total = amount + fee;
      const processorTakes = Math.round(total * 0.029) + 30;
      expect(total - processorTakes).toBeGreaterThanOrEqual(amount);
      expect(total - processorTakes - amount).toBeLessThanOrEqual(1);
    }
  });
});

describeEachDatabase("demo gifts (no Stripe): nothing charged, nothing counted", (ctx) => {
  const db = () => ctx().database.db;
  let app: ReturnType<typeof buildApp>;
  let fundId = "";
  let reader: AdminClient;
  const guest = () => new Browser(() => ({ ...ctx(), app }));
  const give = (amountCents: number, email: string) =>
    guest().json<{ error?: { code: string; fields?: Record<string, string[]> } }>("/api/giving/checkout", {
      json: { fundId, amountCents, name: "Someone", email },
    });

  beforeAll(async () => {
    await seedDemoContent(db());
    // Its own app: its own rate-limit counters.
    app = buildApp(ctx().database, ctx().webDistDir);
    fundId = (await guest().json<GivingOptions>("/api/giving/options")).body.funds[0]?.id ?? "";
    reader = (await signedInClient(app, db(), ["giving:read"])).client;
  });

  it("keeps a guest's demo gift small, a few an hour from one address and a few receipts a day to one email", async () => {
    expect((await give(DEMO_GUEST_MAX_CENTS + 1, "big@example.org")).body.error?.fields).toEqual({ amountCents: ["giving.validation.amountMax"] });
    // Refused gifts send nothing and count for nothing.
    for (let i = 0; i < 3; i++) expect((await give(DEMO_GUEST_MAX_CENTS, "victim@example.org")).status).toBe(201);
    const fourth = await give(500, "victim@example.org");
    expect(fourth.status).toBe(429);
    expect(await db().select().from(outbox).where(eq(outbox.recipient, "victim@example.org"))).toHaveLength(3);
    for (let i = 0; i < 2; i++) expect((await give(500, `other${i}@example.org`)).status).toBe(201);
    // Five from one address in the hour: the sixth waits.
    expect((await give(500, "another@example.org")).status).toBe(429);
  });

  it("says Demo in the receipt's subject", async () => {
    const [receipt] = await db().select().from(outbox).where(eq(outbox.recipient, "victim@example.org"));
    expect(receipt?.subject).toMatch(/^\[Demo\] Thank you for your gift \(no money charged\)/);
  });

  it("leaves demo gifts out of every total, export and statement, and says how many were left out", async () => {
    const year = new Date().getUTCFullYear();
    const totals = (await (await reader.get(`/api/admin/giving/totals?year=${year}`)).json()) as GivingTotals;
    expect(totals.totalCents).toBe(0);
    expect(totals.byMonth.every((m) => m.totalCents === 0)).toBe(true);
    expect(totals.demoLeftOut).toEqual({ count: 5, totalCents: 3 * DEMO_GUEST_MAX_CENTS + 2 * 500 });
    const page = (await (await reader.get("/api/admin/giving/gifts")).json()) as AdminGiftPage;
    expect(page.gifts.length).toBe(5);
    expect(page.gifts.every((g) => g.demo)).toBe(true);
    expect(page.totalCents).toBe(0);
    const csv = (await (await reader.get("/api/admin/giving/gifts.csv")).text()).trim().split("\r\n");
    expect(csv).toHaveLength(1);
    expect(zipEntries(new Uint8Array(await (await reader.get(`/api/admin/giving/statements/${year}.zip`)).arrayBuffer()))).toEqual([]);
  });
});
