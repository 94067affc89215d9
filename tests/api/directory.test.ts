import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { adminAuditLog } from "../../src/server/db/schema/admin";
import { directoryPeople } from "../../src/server/db/schema/directory";
import { emailCampaigns, emailQueue } from "../../src/server/db/schema/email";
import type { AdminDashboard } from "../../src/shared/admin";
import type { ContactDetails, DirectoryPage, DirectoryPerson, DirectoryPersonInput, ImportReport } from "../../src/shared/directory";
import { type AdminClient, signedInClient } from "./support/admin";
import { Browser, signUpConfirmed } from "./support/auth-client";
import { describeEachDatabase } from "./support/test-app";

const password = "one-body-many-parts";

const CSV = [
  "first_name,last_name,email,phone,address,city,region,postal_code,household,status,join_date,ministries,language",
  'Priscilla,Tentmaker,priscilla@example.org,+1 559 555 0101,"12 Harbor St, Apt 3",Fresno,CA,93650,Tentmaker household,member,2019-04-07,Hospitality; Teaching,en',
  "Aquila,Tentmaker,aquila@example.org,+1 559 555 0102,12 Harbor St,Fresno,CA,93650,Tentmaker household,member,2019-04-07,Teaching,en",
  'Lucía,Ortega,lucia@example.org,,,,,,,regular_attender,2024-01-14,"Worship; ""Youth"" Team",es',
  "'=Formula,Guard,,,,,,,,visitor,,,en",
].join("\r\n") + "\r\n";

describeEachDatabase("the member directory", (ctx) => {
  let writer: AdminClient | undefined;
  let pastor: AdminClient | undefined;
  // Admin sign-ins are rate-limited per address: a few clients for the whole file.
  const admin = async () => (writer ??= (await signedInClient(ctx().app, ctx().database.db, ["members:read", "members:write"])).client);
  const pastoral = async () =>
    (pastor ??= (await signedInClient(ctx().app, ctx().database.db, ["members:read", "members:write", "members:pastoral"])).client);
  const list = async (query: Record<string, string> = {}, client?: AdminClient) =>
    (await (await (client ?? (await admin())).get(`/api/admin/directory?${new URLSearchParams(query).toString()}`)).json()) as DirectoryPage;
  const exportCsv = async () => (await (await admin()).get("/api/admin/directory/export.csv")).text();
  const importCsv = async (csv: string, skipInvalid = false) => (await admin()).post("/api/admin/directory/import", { csv, skipInvalid });
  const person = async (email: string) => {
    const found = (await list({ q: email })).people.find((p) => p.email === email);
    if (!found) throw new Error(`no ${email}`);
    return found;
  };
  const create = async (input: DirectoryPersonInput) => {
    const response = await (await admin()).post("/api/admin/directory", input);
    expect(response.status).toBe(201);
    return ((await response.json()) as { person: DirectoryPerson }).person;
  };

  it("previews an import with what each row would do and imports it, households and ministries included", async () => {
    const preview = (await (await (await admin()).post("/api/admin/directory/import/preview", { csv: CSV })).json()) as ImportReport;
    expect(preview).toMatchObject({ valid: 4, invalid: 0 });
    expect(preview.rows.map((r) => [r.line, r.action, r.name])).toEqual([
      [2, "create", "Priscilla Tentmaker"],
      [3, "create", "Aquila Tentmaker"],
      [4, "create", "Lucía Ortega"],
      [5, "create", "=Formula Guard"],
    ]);
    expect(await list()).toMatchObject({ total: 0 });

    const imported = await importCsv(CSV);
    expect(imported.status).toBe(200);
    expect(((await imported.json()) as ImportReport).imported).toEqual({ created: 4, updated: 0 });
    const priscilla = await person("priscilla@example.org");
    expect(priscilla).toMatchObject({
      address: "12 Harbor St, Apt 3",
      household: { name: "Tentmaker household" },
      status: "member",
      joinDate: "2019-04-07",
      ministries: ["Hospitality", "Teaching"],
      account: null,
    });
    expect((await person("aquila@example.org")).household?.id).toBe(priscilla.household?.id);
    expect((await person("lucia@example.org")).ministries).toEqual(["Worship", '"Youth" Team']);
  });

  it("round-trips: export, import into an empty directory, export again gives the same file, formulas guarded", async () => {
    const first = await exportCsv();
    expect(first.split("\r\n")[0]).toBe(CSV.split("\r\n")[0]);
    expect(first).toContain("'=Formula");
    // A CSV parser reads the file cell for cell, the formula guard kept for the spreadsheet.
    const records = parse(first, { columns: true }) as Array<Record<string, string>>;
    expect(records.map((r) => r.first_name)).toEqual(["'=Formula", "Lucía", "Aquila", "Priscilla"]);
    expect(records.find((r) => r.first_name === "Priscilla")).toMatchObject({ address: "12 Harbor St, Apt 3", phone: "'+1 559 555 0101", ministries: "Hospitality; Teaching" });
    expect(records.find((r) => r.first_name === "Lucía")?.ministries).toBe('Worship; "Youth" Team');
    await ctx().database.db.delete(directoryPeople);
    const again = await importCsv(first);
    expect(((await again.json()) as ImportReport).imported).toEqual({ created: 4, updated: 0 });
    expect(await exportCsv()).toBe(first);
    // The same file again updates the records it matches by email and leaves the directory as it was.
    const repeat = await importCsv(first);
    expect(((await repeat.json()) as ImportReport).imported).toEqual({ created: 1, updated: 3 });
    // A row without an email matches nothing, so it is added again.
    const formula = first.split("\r\n").find((l) => l.startsWith("'=Formula"));
    expect((await exportCsv()).split("\r\n").filter((l) => l === formula)).toHaveLength(2);
    await ctx().database.db.delete(directoryPeople).where(eq(directoryPeople.firstName, "=Formula"));
  });

  it("imports nothing when a row is bad, reports each bad row, and imports only the good rows once confirmed", async () => {
    const before = (await list()).total;
    const bad = [
      "first_name,last_name,email,status,join_date",
      "Timothy,Lystra,timothy@example.org,member,2020-02-02",
      ",Nameless,nameless@example.org,member,",
      "Eunice,Lystra,not-an-email,member,",
      "Lois,Lystra,lois@example.org,elder,2020-13-45",
      "Tim,Again,TIMOTHY@example.org,visitor,",
    ].join("\n");
    const refused = await importCsv(bad);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("import_has_errors");
    expect((await list()).total).toBe(before);

    const preview = (await (await (await admin()).post("/api/admin/directory/import/preview", { csv: bad })).json()) as ImportReport;
    expect(preview).toMatchObject({ valid: 1, invalid: 4 });
    expect(preview.rows.map((r) => [r.line, r.errors.map((e) => `${e.field}:${e.message}`)])).toEqual([
      [2, []],
      [3, ["first_name:directory.validation.required"]],
      [4, ["email:directory.validation.email"]],
      [5, ["status:directory.validation.status", "join_date:directory.validation.date"]],
      [6, ["email:directory.import.duplicateEmail"]],
    ]);

    const confirmed = await importCsv(bad, true);
    expect(((await confirmed.json()) as ImportReport).imported).toEqual({ created: 1, updated: 0 });
    expect((await list()).total).toBe(before + 1);
    expect((await (await admin()).post("/api/admin/directory/import", { csv: "name,email\nx,y" })).status).toBe(400);
    // A quote never closed would take in the rest of the file: the file is refused, not read as one cell.
    const unclosed = await (await admin()).post("/api/admin/directory/import/preview", { csv: 'first_name,status,address\nMark,visitor,"12 Harbor St\nJohn,visitor,' });
    expect(unclosed.status).toBe(400);
    expect(((await unclosed.json()) as { error: { fields: Record<string, string[]> } }).error.fields).toEqual({ csv: ["directory.import.malformed"] });
  });

  it("searches by name, email or phone and filters by status, ministry, household and account link", async () => {
    expect((await list({ q: "tentmaker" })).people.map((p) => p.firstName)).toEqual(["Aquila", "Priscilla"]);
    expect((await list({ q: "Lucía Ortega" })).people.map((p) => p.email)).toEqual(["lucia@example.org"]);
    expect((await list({ q: "555 0102" })).people.map((p) => p.firstName)).toEqual(["Aquila"]);
    expect((await list({ status: "regular_attender" })).people.map((p) => p.firstName)).toEqual(["Lucía"]);
    const page = await list({ ministry: "Hospitality" });
    expect(page.people.map((p) => p.firstName)).toEqual(["Priscilla"]);
    expect(page.ministries).toEqual(['"Youth" Team', "Hospitality", "Teaching", "Worship"]);
    const household = page.households.find((h) => h.name === "Tentmaker household");
    expect((await list({ household: household?.id ?? "" })).total).toBe(2);
    expect((await list({ linked: "yes" })).total).toBe(0);
  });

  it("keeps pastoral notes from admins without members:pastoral, and audits that they changed without their text", async () => {
    const { id } = await person("lucia@example.org");
    const refused = await (await admin()).request("PUT", `/api/admin/directory/${id}/pastoral-notes`, { notes: "Grieving her father." });
    expect(refused.status).toBe(403);
    const saved = await (await pastoral()).request("PUT", `/api/admin/directory/${id}/pastoral-notes`, { notes: "Grieving her father." });
    expect(((await saved.json()) as { person: DirectoryPerson }).person.pastoralNotes).toBe("Grieving her father.");
    expect((await person("lucia@example.org")).pastoralNotes).toBeUndefined();
    expect((await list({ q: "lucia" }, await pastoral())).people[0]?.pastoralNotes).toBe("Grieving her father.");
    const audit = await ctx().database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "directory.pastoral_notes"));
    expect(JSON.stringify(audit)).not.toContain("Grieving");
  });

  it("links a record to a member account, who then sees and corrects only their own contact details", async () => {
    await signUpConfirmed(ctx, { fullName: "Priscilla T", email: "priscilla@example.org", password });
    await signUpConfirmed(ctx, { fullName: "Guest Visitor", email: "visitor@example.org", password });
    const { id } = await person("priscilla@example.org");
    const linked = await (await admin()).request("PUT", `/api/admin/directory/${id}/account`, { email: "Priscilla@Example.org" });
    expect(((await linked.json()) as { person: DirectoryPerson }).person.account?.email).toBe("priscilla@example.org");
    const other = await person("aquila@example.org");
    const twice = await (await admin()).request("PUT", `/api/admin/directory/${other.id}/account`, { email: "priscilla@example.org" });
    expect(twice.status).toBe(409);
    expect((await (await admin()).request("PUT", `/api/admin/directory/${other.id}/account`, { email: "nobody@example.org" })).status).toBe(404);

    const member = new Browser(ctx);
    await member.json("/api/auth/sign-in/email", { json: { email: "priscilla@example.org", password } });
    const mine = await member.json<{ contact: ContactDetails }>("/api/directory/me");
    expect(mine.body.contact).toMatchObject({ firstName: "Priscilla", address: "12 Harbor St, Apt 3", household: "Tentmaker household" });
    const corrected = await member.json<{ contact: ContactDetails }>("/api/directory/me", {
      method: "PUT",
      json: { phone: "+1 559 555 0199", address: "40 Vine Ave", city: "Clovis", region: "CA", postalCode: "93611", household: "Tentmaker household" },
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.contact).toMatchObject({ phone: "+1 559 555 0199", address: "40 Vine Ave", city: "Clovis" });
    expect(await person("priscilla@example.org")).toMatchObject({ status: "member", address: "40 Vine Ave" });
    expect((await member.json("/api/directory/me", { method: "PUT", json: { phone: "call me maybe" } })).status).toBe(400);

    const visitor = new Browser(ctx);
    await visitor.json("/api/auth/sign-in/email", { json: { email: "visitor@example.org", password } });
    expect((await visitor.json<{ contact: null }>("/api/directory/me")).body.contact).toBeNull();
    expect((await visitor.json("/api/directory/me", { method: "PUT", json: { phone: "1" } })).status).toBe(404);
    expect((await new Browser(ctx).json("/api/directory/me")).status).toBe(401);
  });

  it("merges a duplicate: the picked values stay, and the account link, ministries, notes and email history are kept", async () => {
    const keep = await create({ firstName: "Apollos", lastName: "Alexandria", email: "apollos@example.org", status: "visitor", ministries: ["Teaching"] });
    const duplicate = await create({
      firstName: "Apolos",
      lastName: "de Alejandría",
      email: "apolos@example.org",
      phone: "+1 559 555 0177",
      status: "member",
      household: "Alexandria household",
      joinDate: "2021-05-01",
      ministries: ["Missions"],
      language: "es",
    });
    await signUpConfirmed(ctx, { fullName: "Apolos", email: "apolos@example.org", password });
    await (await admin()).request("PUT", `/api/admin/directory/${duplicate.id}/account`, { email: "apolos@example.org" });
    await (await pastoral()).request("PUT", `/api/admin/directory/${keep.id}/pastoral-notes`, { notes: "Eloquent preacher." });
    await (await pastoral()).request("PUT", `/api/admin/directory/${duplicate.id}/pastoral-notes`, { notes: "Learning from Priscilla." });
    const [campaign] = await ctx()
      .database.db.insert(emailCampaigns)
      .values({ subject: { en: "Hi", es: "Hola" }, body: { en: "Hi", es: "Hola" }, recipients: { kind: "all_members" }, createdByEmail: "a@church.test" })
      .returning();
    if (!campaign) throw new Error("no campaign");
    await ctx().database.db.insert(emailQueue).values({ campaignId: campaign.id, personId: duplicate.id, email: "apolos@example.org", status: "sent", messageKey: "merge-test" });

    const merged = await (await pastoral()).post("/api/admin/directory/merge", {
      keepId: keep.id,
      mergeId: duplicate.id,
      values: { firstName: "Apollos", lastName: "Alexandria", email: "apollos@example.org", phone: "+1 559 555 0177", status: "member", household: "Alexandria household", joinDate: "2021-05-01", language: "es" },
    });
    expect(merged.status).toBe(200);
    const person = ((await merged.json()) as { person: DirectoryPerson }).person;
    expect(person).toMatchObject({
      id: keep.id,
      firstName: "Apollos",
      phone: "+1 559 555 0177",
      status: "member",
      household: { name: "Alexandria household" },
      joinDate: "2021-05-01",
      ministries: ["Teaching", "Missions"],
      account: { email: "apolos@example.org" },
      pastoralNotes: "Eloquent preacher.\n\nLearning from Priscilla.",
    });
    expect((await (await admin()).get(`/api/admin/directory/${duplicate.id}`)).status).toBe(404);
    const history = await ctx().database.db.select().from(emailQueue).where(eq(emailQueue.messageKey, "merge-test"));
    expect(history[0]?.personId).toBe(keep.id);
    const [audit] = await ctx().database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "directory.merge"));
    expect(JSON.stringify(audit?.before)).toContain("apolos@example.org");
  });

  it("counts new visitors this month and members by status on the dashboard", async () => {
    const board = (await (await (await admin()).get("/api/admin/dashboard")).json()) as AdminDashboard;
    const total = (await list()).total;
    expect(Object.values(board.membersByStatus ?? {}).reduce((a, b) => a + b, 0)).toBe(total);
    expect(board.membersByStatus?.regular_attender).toBe(1);
    expect(board.counts.newVisitorsThisMonth).toBe((await list({ status: "visitor" })).total);
  });

  it("responds 401 without a session and 403 without the members scopes", async () => {
    const { client } = await signedInClient(ctx().app, ctx().database.db, ["events:write"]);
    expect((await client.get("/api/admin/directory")).status).toBe(403);
    expect((await client.get("/api/admin/directory/export.csv")).status).toBe(403);
    const { client: reader } = await signedInClient(ctx().app, ctx().database.db, ["members:read"]);
    expect((await reader.get("/api/admin/directory")).status).toBe(200);
    expect((await reader.post("/api/admin/directory", { firstName: "X", status: "visitor" })).status).toBe(403);
    expect((await reader.post("/api/admin/directory/import", { csv: CSV })).status).toBe(403);
    expect((await new Browser(ctx).json("/api/admin/directory")).status).toBe(401);
  });
});
