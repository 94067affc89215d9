import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { inlineScriptsNotInPolicy } from "../support/inline-scripts";
import { findTargetHandler } from "hono/utils/handler";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import type { ZodType } from "zod";
import { z } from "../../src/shared/zod";
import { seedDemoContent } from "../../src/server/db/seed/seed";
import { validationOf } from "../../src/server/lib/http/validate";
import { ADMIN_SCOPES, SUPER_ADMIN_SCOPE, type AdminScope } from "../../src/shared/admin-scopes";
import { signedInClient } from "./support/admin";
import { ORIGIN, signUpConfirmed } from "./support/auth-client";
import { HEADER_KINDS, HOSTILE_HEADERS, hostileValueFor, type HeaderKind } from "./support/hostile-headers";
import { buildApp, describeEachDatabase, type TestContext } from "./support/test-app";
import { defaultPools, digitExtremes, IMPOSSIBLE, type Leaf, sample, seededRandom, timeShapeOf, valueAt, withLeaf } from "./support/zod-samples";

/**
 * Hostile input to every API route the app mounts (read from app.routes, not listed by hand): malformed JSON,
 * wrong types in the fields of our zod schemas, huge bodies, unicode tricks, SQL and script injection. Whatever
 * arrives, the response is never a 5xx, never a stack trace, never an HTML page echoing a script.
 * And values that are well-formed but impossible (issue 48, item 13): each route's own fields, read from the
 * schemas its validate(...) calls check, each changed in turn to a date that does not exist, a time past 23:59, a
 * number past what the field holds, text past its size, a choice not on the list.
 */

const SCRIPT = "<script>alert(1)</script>";
const HOSTILE_TEXT = [
  SCRIPT,
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "' OR '1'='1' --",
  "'; DROP TABLE auth_users; --",
  "1) UNION SELECT password FROM auth_accounts --",
  "\\'; select pg_sleep(1); --",
  "\u0000",
  "nul\u0000inside",
  "\uD800",
  "\u202Egnp.exe",
  "\u200B\u200D\uFEFF",
  "ｓｃｒｉｐｔ",
  "👨‍👩‍👧‍👦".repeat(50),
  "Z̸̡̢̛̗̘̙̜̝̞̟̠".repeat(20),
  "../../../../etc/passwd",
  "%00%2e%2e%2f",
  "${7*7}{{7*7}}",
  "__proto__",
  "constructor",
  "",
  " ",
  "x".repeat(100_000),
  "2026-02-30",
  "9999-12-31T23:59:59Z",
  "00000000-0000-0000-0000-000000000000",
];
/** A URL cannot carry half a surrogate pair (encodeURIComponent throws); bodies still send it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const HOSTILE_NUMBERS = [-1, 0, 1.5, -0, 2 ** 53 + 1, 1e308, -1e308, 99_999_999_999];

const hostileScalar = fc.oneof(
  fc.constantFrom<unknown>(...HOSTILE_TEXT, ...HOSTILE_NUMBERS, true, false, null),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer(),
  fc.double(),
);
const hostileValue = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom("__proto__", "constructor", "a", "en", "es"), hostileScalar, { maxKeys: 3 }) },
);

/** The field names of every zod object schema in src/shared: the bodies are built from the real contract. */
async function sharedSchemaShapes(): Promise<string[][]> {
  const dir = path.resolve(import.meta.dirname, "../../src/shared");
  const shapes: string[][] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts"))) {
    const exported = (await import(path.join(dir, file))) as Record<string, unknown>;
    for (const value of Object.values(exported)) {
      if (value instanceof z.ZodObject) shapes.push(Object.keys(value.shape as Record<string, unknown>));
    }
  }
  return shapes;
}

interface Route {
  method: string;
  path: string;
}

/**
 * Routes left out, and why: the live chat stream never ends (it is an open Server-Sent Events response); the
 * sign-out and account-deletion routes would end the fuzzing identities' own sessions halfway.
 */
const SKIPPED = new Set([
  "GET /api/watch/chat/stream",
  "POST /api/auth/sign-out",
  "POST /api/auth/delete-user",
  "POST /api/admin/auth/logout",
]);

function apiRoutes(app: TestContext["app"]): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path: routePath } of app.routes) {
    if (method === "ALL" || !routePath.startsWith("/api/") || routePath.includes("*")) continue;
    const key = `${method} ${routePath}`;
    if (!SKIPPED.has(key)) seen.set(key, { method, path: routePath });
  }
  return [...seen.values()];
}

/** The targets a route's own validation reads, and the schema of each (query strings and path parameters are text). */
type Target = "json" | "query" | "param";
const TARGETS: Target[] = ["param", "query", "json"];
interface ValidatedRoute extends Route {
  schemas: Partial<Record<Target, ZodType>>;
}

/**
 * Every API route with the schemas its own `validate(...)` middlewares check, found in the code itself: each
 * handler of app.routes (unwrapped from the routers it was mounted through) asked what it validates.
 */
function validatedRoutes(app: TestContext["app"]): ValidatedRoute[] {
  const byRoute = new Map<string, ValidatedRoute>();
  for (const { method, path: routePath, handler } of app.routes) {
    const key = `${method} ${routePath}`;
    if (method === "ALL" || !routePath.startsWith("/api/") || routePath.includes("*") || SKIPPED.has(key)) continue;
    const route = byRoute.get(key) ?? { method, path: routePath, schemas: {} };
    byRoute.set(key, route);
    const validation = validationOf(findTargetHandler(handler));
    if (validation && TARGETS.includes(validation.target as Target)) route.schemas[validation.target as Target] = validation.schema;
  }
  return [...byRoute.values()].filter((route) => Object.keys(route.schemas).length > 0);
}

/** Every leaf of a schema that some value of it has (optional fields and union branches come and go). */
function leavesOf(schema: ZodType, ids: string[]): Leaf[] {
  const found = new Map<string, Leaf>();
  for (let seed = 1; seed <= 40; seed++) {
    for (const leaf of sample(schema, defaultPools(ids), seededRandom(seed)).leaves) found.set(`${leaf.path.join(".")}`, leaf);
  }
  return [...found.values()];
}

const FREE_TEXT_EXTREMES = ["", " ", "x".repeat(100_001), "2026-02-30"];

/** Values a query string or a path carries: text, each leaf as its own parameter. */
function asText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** Percent-encodings no decoder accepts: a bad hex pair, a cut-off escape, invalid UTF-8, a lone surrogate. */
const BAD_ENCODINGS = ["%ZZ", "%E0%A4%A", "%ED%A0%80"];

/**
 * Every route of the whole app, pages and files as well as the API (read from app.routes), with each path
 * parameter, each wildcard and an extra segment written with a malformed percent-encoding.
 */
function malformedAddresses(app: TestContext["app"]): Array<{ method: string; url: string }> {
  const seen = new Set<string>();
  const addresses: Array<{ method: string; url: string }> = [];
  for (const { method, path: routePath } of app.routes) {
    const verb = method === "ALL" ? "GET" : method;
    if (SKIPPED.has(`${verb} ${routePath}`)) continue;
    for (const bad of BAD_ENCODINGS) {
      const filled = routePath.replace(/:[A-Za-z]+(\{[^}]*\})?/g, bad).replace(/\*/g, `x/${bad}`);
      for (const url of [filled, `${filled.replace(/\/$/, "")}/${bad}?q=${bad}&${bad}=1`]) {
        const key = `${verb} ${url}`;
        if (seen.has(key)) continue;
        seen.add(key);
        addresses.push({ method: verb, url });
      }
    }
  }
  return addresses;
}

/**
 * One address for every route of the whole app, pages and files as well as the API (read from app.routes): path
 * parameters filled from the real ids, each wildcard with every one of `files` (a stored upload, a built script, a
 * public file, a page, a file that is not there), so a Range or an If-None-Match reaches a real file.
 */
function everyAddress(app: TestContext["app"], ids: string[], files: string[]): Array<{ method: string; url: string }> {
  const routesSeen = new Set<string>();
  const seen = new Set<string>();
  const addresses: Array<{ method: string; url: string }> = [];
  let n = 0;
  for (const { method, path: routePath } of app.routes) {
    const verb = method === "ALL" ? "GET" : method;
    // A route is listed once for each handler of its chain (middleware, validation, the handler itself).
    if (SKIPPED.has(`${verb} ${routePath}`) || routesSeen.has(`${verb} ${routePath}`)) continue;
    routesSeen.add(`${verb} ${routePath}`);
    const filled = routePath.replace(/:[A-Za-z]+(\{[^}]*\})?/g, () => encodeURIComponent(ids[n++ % ids.length] ?? "x"));
    // The API's wildcards are its routers' middleware (a session, a scope): one address past them is enough.
    const fillers = routePath.startsWith("/api/") ? ["missing"] : files;
    for (const url of filled.includes("*") ? fillers.map((file) => filled.replace("*", file)) : [filled]) {
      if (seen.has(`${verb} ${url}`)) continue;
      seen.add(`${verb} ${url}`);
      addresses.push({ method: verb, url });
    }
  }
  return addresses;
}

const MALFORMED_BODIES: { name: string; body: string; type: string }[] = [
  { name: "cut-off JSON", body: '{"title": "Pray', type: "application/json" },
  { name: "not JSON at all", body: "title=<script>alert(1)</script>", type: "application/json" },
  { name: "JSON null", body: "null", type: "application/json" },
  { name: "a JSON array", body: `[1, "${SCRIPT}"]`, type: "application/json" },
  { name: "deeply nested JSON", body: `${"[".repeat(5000)}${"]".repeat(5000)}`, type: "application/json" },
  { name: "a byte-order mark", body: '\uFEFF{"a":1}', type: "application/json" },
  { name: "a form instead of JSON", body: "email=a%40b.c&password=x", type: "application/x-www-form-urlencoded" },
  { name: "a broken multipart body", body: "--x\r\nContent-Disposition: form-data; name=file\r\n\r\nabc", type: "multipart/form-data; boundary=x" },
];

/**
 * The one deliberate 5xx: 503 "still being prepared" while the Bible texts are imported in the background on a
 * first start (this test database never imports them). Anything else at 500 or above is a bug.
 */
const PLANNED_UNAVAILABLE = "bible_not_imported";

/** FUZZ_RUNS=5000 for a longer hunt; the suite's default keeps the file fast. */
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 600);
const FUZZ_BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 20_000);

const STACK_TRACE = /\n\s+at\s|\bat\s+\S+\s+\(|\.(ts|js|mjs):\d+:\d+|node_modules|src\/server/;

describeEachDatabase("hostile input to every API route", (ctx) => {
  let routes: Route[] = [];
  let shapes: string[][] = [];
  const idPool: string[] = [];
  const identities: Record<"guest" | "member" | "admin", Record<string, string>> = { guest: {}, member: {}, admin: {} };

  beforeAll(async () => {
    const { app, database } = ctx();
    await seedDemoContent(database.db);
    routes = apiRoutes(app);
    shapes = await sharedSchemaShapes();

    // Real ids reach deeper than random ones: the demo events, sermons, funds and a prayer request.
    const events = (await (await app.request("/api/events")).json()) as { occurrences: { eventId: string; date: string }[] };
    for (const occurrence of events.occurrences.slice(0, 3)) idPool.push(occurrence.eventId, occurrence.date);
    const sermons = (await (await app.request("/api/sermons")).json()) as { sermons: { slug: string }[] };
    idPool.push(...sermons.sermons.slice(0, 2).map((s) => s.slug));
    const options = (await (await app.request("/api/giving/options")).json()) as { funds: { id: string }[] };
    idPool.push(...options.funds.map((f) => f.id));

    await signUpConfirmed(ctx, { fullName: "Fuzz Member", email: "fuzz@church.test", password: "fuzz-member-password" });
    const signIn = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/json" },
      body: JSON.stringify({ email: "fuzz@church.test", password: "fuzz-member-password" }),
    });
    expect(signIn.status).toBe(200);
    const memberCookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    identities.member = { Origin: ORIGIN, Cookie: memberCookie };
    const prayer = await app.request("/api/prayer", {
      method: "POST",
      headers: { ...identities.member, "Content-Type": "application/json" },
      body: JSON.stringify({ body: "Fuzzing mercies", category: "other", visibility: "public" }),
    });
    idPool.push(((await prayer.json()) as { request: { id: string } }).request.id);

    const scopes: AdminScope[] = [SUPER_ADMIN_SCOPE as AdminScope, ...ADMIN_SCOPES];
    const { client } = await signedInClient(app, database.db, scopes);
    identities.admin = {
      Origin: ORIGIN,
      "X-Admin-Request": "1",
      Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    };
    identities.guest = { Origin: ORIGIN };
    // Seeding, a member's sign-up and an admin's sign-in: more than the default hook time on a busy machine.
  }, 120_000);

  const whoCalls = (route: Route) => (route.path.startsWith("/api/admin/") ? identities.admin : identities.member);

  const paramValue = fc.oneof(
    fc.constantFrom(...HOSTILE_TEXT.filter((t) => t.length < 200 && !LONE_SURROGATE.test(t))).map(encodeURIComponent),
    fc.constant(randomUUID()),
    fc.constantFrom("1", "-1", "0", "99999999999999999999", "JHN", "web", "2026-11-23", "notes", "email"),
    fc.constantFrom(...(idPool.length > 0 ? idPool : ["x"])).map(encodeURIComponent),
  );

  /** Sends one request and checks the response; resolves with its status. */
  async function send(route: Route, headers: Record<string, string>, url: string, body?: string, type?: string, app = ctx().app): Promise<number> {
    const response = await app.request(url, {
      method: route.method,
      headers: { ...headers, ...(type ? { "Content-Type": type } : {}) },
      body: route.method === "GET" || route.method === "HEAD" ? undefined : body,
    });
    const text = await response.text();
    const what = `${route.method} ${url.slice(0, 200)} -> ${response.status} ${text.slice(0, 300)}`;
    if (!(response.status === 503 && text.includes(`"code":"${PLANNED_UNAVAILABLE}"`))) expect(response.status, what).toBeLessThan(500);
    expect(text, what).not.toMatch(STACK_TRACE);
    expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
    // No script of the request's making: a response with a script in it is no HTML, unless it is one of the site's
    // pages, whose only scripts are its own files (/_astro), its structured data and the inline island loaders the
    // page's CSP allows by hash.
    if (text.includes("<script")) {
      const html = (response.headers.get("content-type") ?? "").includes("text/html");
      const policy = response.headers.get("content-security-policy") ?? "";
      if (html) expect(inlineScriptsNotInPolicy(text, policy), what).toEqual([]);
    }
    return response.status;
  }

  function fill(route: Route, params: string[]): string {
    let i = 0;
    return route.path.replace(/:[A-Za-z]+/g, () => params[i++ % params.length] ?? "x");
  }

  it("takes every date, time and number field of every route as a real value: impossible dates and times and huge numbers are refused", () => {
    const routes = validatedRoutes(ctx().app);
    expect(routes.length).toBeGreaterThan(150);
    const lax: string[] = [];
    let dateFields = 0;
    for (const route of routes) {
      for (const [target, schema] of Object.entries(route.schemas)) {
        for (const leaf of leavesOf(schema, idPool)) {
          const where = `${route.method} ${route.path} ${target}:${leaf.path.join(".") || "(whole)"}`;
          const shape = timeShapeOf(leaf);
          if (shape) dateFields += 1;
          for (const value of shape ? IMPOSSIBLE[shape] : []) {
            if (leaf.schema.safeParse(value).success) lax.push(`${where} takes ${JSON.stringify(value)}`);
          }
          if (leaf.kind === "number") {
            for (const value of [1e15, -1e15]) {
              if (leaf.schema.safeParse(leaf.coerced ? String(value) : value).success) lax.push(`${where} takes ${value}`);
            }
          }
        }
      }
    }
    expect(dateFields).toBeGreaterThan(20);
    expect(lax).toEqual([]);
  });

  it("sends well-formed but impossible values to each field of every route, as a guest, a member and a super admin, and gets no 5xx", async () => {
    const routes = validatedRoutes(ctx().app);
    const random = seededRandom(Number(process.env.FUZZ_SEED ?? 48));
    const pools = defaultPools(idPool);
    const impossible = [...new Set(Object.values(IMPOSSIBLE).flat())];
    const began = Date.now();
    let sent = 0;
    const unreached: string[] = [];
    // Every failing response is noted, not only the first: one run names all the routes to fix.
    const failures: string[] = [];
    const sendNoting = async (route: Route, who: Record<string, string>, url: string, body: string) => {
      try {
        return await send(route, who, url, body, "application/json");
      } catch (err) {
        failures.push((err as Error).message.split("\n")[0]?.slice(0, 300) ?? "");
        return 500;
      }
    };
    for (const route of routes) {
      const request = (values: Partial<Record<Target, unknown>>) => {
        const params = (values.param ?? {}) as Record<string, unknown>;
        let url = route.path.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, (_, name: string) => encodeURIComponent(asText(params[name] ?? "x")));
        const query = Object.entries((values.query ?? {}) as Record<string, unknown>).map(([k, v]) => [k, asText(v)]);
        if (query.length) url += `?${new URLSearchParams(query).toString()}`;
        return { url, body: values.json === undefined ? "{}" : JSON.stringify(values.json) };
      };
      // A request the route takes, to change one field of at a time: one its schemas accept (some fields must agree,
      // like a start and an end) and, among a few such, one the route itself responds to with a success (a time zone
      // that exists, ids of things that exist), so the impossible value reaches as far into the code as it can.
      let base: Partial<Record<Target, unknown>> | undefined;
      let leaves: Partial<Record<Target, Leaf[]>> = {};
      let valid = 0;
      for (let attempt = 0; attempt < 200 && valid < 8; attempt++) {
        const tried: Partial<Record<Target, unknown>> = {};
        const triedLeaves: Partial<Record<Target, Leaf[]>> = {};
        let takes = true;
        for (const [target, schema] of Object.entries(route.schemas) as Array<[Target, ZodType]>) {
          const made = sample(schema, pools, random);
          tried[target] = made.value;
          triedLeaves[target] = made.leaves;
          takes &&= schema.safeParse(made.value).success;
        }
        if (!base || takes) [base, leaves] = [tried, triedLeaves];
        if (!takes) continue;
        valid += 1;
        const { url, body } = request(tried);
        const status = await sendNoting(route, whoCalls(route), url, body);
        if (status < 300) break;
      }
      if (valid === 0) unreached.push(`${route.method} ${route.path}`);
      for (const [target, schema] of Object.entries(route.schemas) as Array<[Target, ZodType]>) {
        for (const leaf of leaves[target] ?? []) {
          let refusedSent = false;
          // Free text takes any of them alike: the empty and the oversized are the ones worth sending there.
          const freeText = leaf.kind === "string" && leaf.schema.safeParse("hello").success;
          const extremes = freeText ? FREE_TEXT_EXTREMES : [...impossible, ...digitExtremes(valueAt(base?.[target], leaf.path))];
          for (const value of extremes) {
            const replacement = target === "json" && !leaf.coerced ? value : String(value);
            const changed = { ...base, [target]: withLeaf(base?.[target], leaf.path, replacement) };
            const taken = schema.safeParse(changed[target]).success;
            // What the schema refuses gets its response from it (one such request per field shows it); what it takes goes on.
            if (!taken && refusedSent) continue;
            refusedSent ||= !taken;
            const { url, body } = request(changed);
            for (const who of taken ? [identities.guest, identities.member, identities.admin] : [whoCalls(route)]) {
              await sendNoting(route, who, url, body);
              sent += 1;
            }
          }
        }
      }
      // The plain request too, as each of the three.
      const { url, body } = request(base ?? {});
      for (const who of [identities.guest, identities.member, identities.admin]) await sendNoting(route, who, url, body);
    }
    console.info(`impossible values: ${sent} requests to ${routes.length} routes in ${Date.now() - began} ms; no valid base for ${unreached.join(", ")}`);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, 600_000);

  it("responds to malformed, mistyped and oversized bodies on every route with a 4xx, never a 5xx", async () => {
    expect(routes.length).toBeGreaterThan(150);
    const unsafe = routes.filter((r) => r.method !== "GET");
    const huge = JSON.stringify({ body: "x".repeat(3 * 1024 * 1024) });
    for (const route of unsafe) {
      const url = fill(route, [randomUUID()]);
      for (const malformed of MALFORMED_BODIES) await send(route, whoCalls(route), url, malformed.body, malformed.type);
      await send(route, whoCalls(route), url, huge, "application/json");
    }
  }, 90_000);

  it("responds to a malformed percent-encoding anywhere in the address of every route, API or page, without a 5xx", async () => {
    const addresses = malformedAddresses(ctx().app);
    expect(addresses.length).toBeGreaterThan(600);
    for (const { method, url } of addresses) {
      const route = { method, path: url };
      await send(route, url.startsWith("/api/admin/") ? identities.admin : identities.member, url, method === "GET" || method === "HEAD" ? undefined : "{}", "application/json");
    }
    // A file address that cannot be decoded is the sender's mistake: 400, with our JSON error.
    const upload = await ctx().app.request("/uploads/%ZZ");
    expect(upload.status).toBe(400);
    expect(await upload.json()).toEqual({ error: { code: "bad_address", message: "This address is not valid." } });
  }, 120_000);

  it("responds to hostile path parameters, query strings and field values on every route without a 5xx or a stack trace", async () => {
    const request = fc.record({
      route: fc.constantFrom(...routes),
      asGuest: fc.boolean(),
      params: fc.array(paramValue, { minLength: 1, maxLength: 3 }),
      shape: fc.constantFrom(...shapes),
      values: fc.array(hostileValue, { minLength: 1, maxLength: 12 }),
      query: fc.array(fc.tuple(fc.constantFrom("page", "q", "from", "to", "limit", "lang", "format", "year", "date", "token"), hostileScalar), {
        maxLength: 3,
      }),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ route, asGuest, params, shape, values, query }) => {
        const body = Object.fromEntries(shape.map((key, i) => [key, values[i % values.length]]));
        const search = new URLSearchParams(query.map(([k, v]) => [k, String(v)])).toString();
        const url = `${fill(route, params)}${search ? `?${search}` : ""}`;
        await send(route, asGuest ? identities.guest : whoCalls(route), url, JSON.stringify(body), "application/json");
      }),
      // A time budget as well as a count: on a busy machine the run is cut short rather than failed.
      { numRuns: FUZZ_RUNS, interruptAfterTimeLimit: FUZZ_BUDGET_MS, markInterruptAsFailure: false },
    );
  }, FUZZ_BUDGET_MS + 30_000);
  it("responds to malformed, impossible and huge request headers of every kind on every route, API, page or file, without a 5xx, and still responds after", async () => {
    const { app } = ctx();
    // A stored upload (a gallery photo), so the file routes' wildcards name a real file.
    const form = new FormData();
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a6" } }).jpeg().toBuffer();
    form.append("files", new File([new Uint8Array(jpeg)], "headers.jpg", { type: "image/jpeg" }));
    const upload = await app.request("/api/admin/gallery/photos", { method: "POST", body: form, headers: identities.admin });
    expect(upload.status).toBe(201);
    const stored = ((await upload.json()) as { uploaded: { imageUrl: string }[] }).uploaded[0]?.imageUrl ?? "";
    expect(stored).toMatch(/^\/uploads\/./);
    const fillers = [stored.replace(/^\/uploads\//, ""), "app-abc123.js", "favicon.svg", "events", "x/missing.png"];
    const addresses = everyAddress(app, idPool.length > 0 ? idPool : ["x"], fillers);
    expect(addresses.length).toBeGreaterThan(300);
    // Behind a proxy the app reads X-Forwarded-For for the visitor's address (rate limits, the audit log).
    const proxied = buildApp(ctx().database, ctx().webDistDir, { config: { TRUST_PROXY: true } });

    const began = Date.now();
    let sent = 0;
    const failures: string[] = [];
    const sendNoting = async (address: { method: string; url: string }, headers: Record<string, string>, type: string, to = app) => {
      sent += 1;
      const route = { method: address.method, path: address.url };
      try {
        await send(route, headers, address.url, "{}", type, to);
      } catch (err) {
        failures.push(`${Object.keys(headers).join(",")}: ${(err as Error).message.split("\n")[0]?.slice(0, 300) ?? ""}`);
      }
    };
    for (const [n, address] of addresses.entries()) {
      const identity = address.url.startsWith("/api/admin/") ? identities.admin : n % 2 === 0 ? identities.member : identities.guest;
      const bad = (kind: HeaderKind) => hostileValueFor(kind, n);
      // A bad cookie beside the real session, or in its place.
      const cookie = n % 3 === 0 || !identity.Cookie ? bad("Cookie") : `${identity.Cookie}; ${bad("Cookie")}`;
      const one: Record<HeaderKind, Record<string, string>> = {
        Range: { Range: bad("Range") },
        "If-None-Match": { "If-None-Match": bad("If-None-Match") },
        "If-Modified-Since": { "If-Modified-Since": bad("If-Modified-Since") },
        "Accept-Language": { "Accept-Language": bad("Accept-Language") },
        Cookie: { Cookie: cookie },
        "Content-Type": {},
        Origin: { Origin: bad("Origin") },
        "X-Forwarded-For": { "X-Forwarded-For": bad("X-Forwarded-For") },
      };
      // Each kind alone (so no other header stops the request before it is read), then all of them at once.
      for (const kind of HEADER_KINDS) {
        await sendNoting(address, { ...identity, ...one[kind] }, kind === "Content-Type" ? bad("Content-Type") : "application/json");
      }
      await sendNoting(address, { ...identity, ...one["X-Forwarded-For"] }, "application/json", proxied);
      await sendNoting(address, Object.assign({}, identity, ...Object.values(one)) as Record<string, string>, bad("Content-Type"));
    }
    // The addresses that respond with a file (those that respond to a first byte asked for with that byte) get every bad
    // value of the headers a file's response reads: a podcast app resuming, a browser revalidating.
    const fileAddresses: Array<{ method: string; url: string }> = [];
    for (const address of addresses.filter((a) => a.method === "GET")) {
      const res = await app.request(address.url, { headers: { ...identities.guest, Range: "bytes=0-0" } });
      await res.arrayBuffer();
      if (res.status === 206) fileAddresses.push(address);
    }
    const files = fileAddresses.map((a) => a.url);
    expect(files).toEqual(expect.arrayContaining([stored, "/assets/app-abc123.js", "/favicon.svg", "/api/sermons/podcast-artwork.png"]));
    for (const address of fileAddresses) {
      for (const kind of ["Range", "If-None-Match", "If-Modified-Since"] as const) {
        for (const value of HOSTILE_HEADERS[kind]) await sendNoting(address, { ...identities.guest, [kind]: value }, "application/json");
      }
    }
    console.info(`hostile headers: ${sent} requests to ${addresses.length} addresses (${fileAddresses.length} files) in ${Date.now() - began} ms`);
    expect(failures).toEqual([]);

    const health = await app.request("/api/health");
    expect(health.status).toBe(200);
    expect(((await health.json()) as { status: string }).status).toBe("ok");
  }, 300_000);
});
