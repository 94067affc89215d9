import { Hono } from "hono";
import { orderCheckoutInput, orderIdParam, productSlugParam, type StoreCatalogue } from "../../../shared/store";
import type { AppEnv } from "../../lib/http/app-env";
import { validate } from "../../lib/http/validate";
import { rateLimit } from "../../lib/rate-limit";
import type { AppContext } from "../../app-context";
import { type MemberEnv, sessionMember, requireMember } from "../accounts/member-session";
import { getProduct, listProducts, storeCurrency } from "./catalogue";
import { startOrder } from "./checkout";
import { getOrder, listMemberOrders } from "./orders";

/**
 * Checkouts one address may start per ten minutes: each reserves stock and sends an email. Generous enough for
 * a church lobby on one Wi-Fi address after the service.
 */
const STORE_CHECKOUT_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 } as const;

/**
 * /api/store: the catalogue, checkout, the order page and a member's orders. Stripe's webhooks for store
 * checkouts arrive at the one payments endpoint, /api/giving/webhooks/stripe (see app.ts).
 */
export function storeRoutes(
  ctx: Pick<AppContext, "db" | "memberAuth" | "rateLimitStore" | "trustProxy" | "mailer" | "logger" | "payments" | "storage" | "publicUrl">,
) {
  const { db, memberAuth, storage, payments } = ctx;
  const checkoutLimit = rateLimit({ name: "store:checkout", ...STORE_CHECKOUT_RATE_LIMIT, store: ctx.rateLimitStore, trustProxy: ctx.trustProxy });

  const memberArea = new Hono<MemberEnv>().use(requireMember(memberAuth)).get("/orders", async (c) => c.json({ orders: await listMemberOrders(db, c.var.memberId) }));

  return new Hono<AppEnv>()
    .get("/products", async (c) => {
      const catalogue: StoreCatalogue = { mode: payments.mode, currency: await storeCurrency(db), products: await listProducts(db, storage) };
      return c.json(catalogue);
    })
    .get("/products/:slug", validate("param", productSlugParam), async (c) => c.json({ product: await getProduct(db, storage, c.req.valid("param").slug) }))
    .post("/checkout", checkoutLimit, validate("json", orderCheckoutInput), async (c) => {
      const member = await sessionMember(memberAuth, c.req.raw.headers);
      return c.json(await startOrder(ctx, member, c.req.valid("json")), 201);
    })
    .get("/orders/:id", validate("param", orderIdParam), async (c) => c.json({ order: await getOrder(db, c.req.valid("param").id) }))
    .route("/me", memberArea);
}
