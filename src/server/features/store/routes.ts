import { Hono } from "hono";
import { orderCheckoutInput, orderIdParam, productSlugParam, type StoreCatalogue } from "../../../shared/store";
import type { AppEnv } from "../../lib/http/app-env";
import { validate } from "../../lib/http/validate";
import { rateLimit, type RateLimitStore } from "../../lib/rate-limit";
import type { Auth } from "../accounts/auth";
import { type MemberEnv, sessionMember, requireMember } from "../accounts/member-session";
import { getProduct, listProducts, storeCurrency } from "./catalogue";
import { startOrder } from "./checkout";
import type { StoreDeps } from "./deps";
import { getOrder, listMemberOrders } from "./orders";

/**
 * Checkouts one address may start per ten minutes: each reserves stock and sends an email. Generous enough for
 * a church lobby on one Wi-Fi address after the service.
 */
export const STORE_CHECKOUT_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 } as const;

export interface StoreRouteDeps extends StoreDeps {
  auth: Auth;
  store: RateLimitStore;
  trustProxy: boolean;
}

/**
 * /api/store: the catalogue, checkout, the order page and a member's orders. Stripe's webhooks for store
 * checkouts arrive at the one payments endpoint, /api/giving/webhooks/stripe (see app.ts).
 */
export function storeRoutes(deps: StoreRouteDeps) {
  const { db, auth, storage, payments } = deps;
  const checkoutLimit = rateLimit({ name: "store:checkout", ...STORE_CHECKOUT_RATE_LIMIT, store: deps.store, trustProxy: deps.trustProxy });

  const memberArea = new Hono<MemberEnv>().use(requireMember(auth)).get("/orders", async (c) => c.json({ orders: await listMemberOrders(db, c.var.memberId) }));

  return new Hono<AppEnv>()
    .get("/products", async (c) => {
      const catalogue: StoreCatalogue = { mode: payments.mode, currency: await storeCurrency(db), products: await listProducts(db, storage) };
      return c.json(catalogue);
    })
    .get("/products/:slug", validate("param", productSlugParam), async (c) => c.json({ product: await getProduct(db, storage, c.req.valid("param").slug) }))
    .post("/checkout", checkoutLimit, validate("json", orderCheckoutInput), async (c) => {
      const member = await sessionMember(auth, c.req.raw.headers);
      return c.json(await startOrder(deps, member, c.req.valid("json")), 201);
    })
    .get("/orders/:id", validate("param", orderIdParam), async (c) => c.json({ order: await getOrder(db, c.req.valid("param").id) }))
    .route("/me", memberArea);
}
