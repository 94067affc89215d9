import { Hono } from "hono";
import { adminOrderQuery, fulfilmentChange, orderIdParam, productInput } from "../../../shared/store";
import { validate } from "../../lib/http/validate";
import { readUploadForm, storeUpload, uploadBodyLimit } from "../../lib/storage/uploads";
import { recordAudit } from "../admin/audit";
import type { AppContext } from "../../app-context";
import { type AdminContext, adminRouter, type AdminEnv } from "../admin/http";
import { createProduct, listAdminOrders, listAdminProducts, refundOrder, setFulfilment, updateProduct } from "./admin-service";

/** Product photos: resized to at most 1600 px and stored as WebP. */
const PRODUCT_IMAGE = { kinds: ["image" as const], maxBytes: 10 * 1024 * 1024, prefix: "store/products", image: { maxSize: 1600 } };

/** /api/admin/store: store:read sees products and orders; store:write edits products, fulfils and refunds. */
export function storeAdminRoutes(ctx: AdminContext & Pick<AppContext, "payments" | "storage">) {
  const { db } = ctx;
  const { requireScope, mount } = adminRouter(ctx);
  const read = requireScope("store:read");
  const write = requireScope("store:write");
  const store = new Hono<AdminEnv>()
    .get("/products", read, async (c) => c.json({ products: await listAdminProducts(ctx) }))
    .post("/products", write, validate("json", productInput), async (c) => {
      const product = await createProduct(ctx, c.req.valid("json"));
      await recordAudit(db, c.var.actor, { action: "store.product.create", targetType: "store_product", targetId: product.id, after: product });
      return c.json({ product }, 201);
    })
    .put("/products/:id", write, validate("param", orderIdParam), validate("json", productInput), async (c) => {
      const product = await updateProduct(ctx, c.req.valid("param").id, c.req.valid("json"));
      await recordAudit(db, c.var.actor, { action: "store.product.update", targetType: "store_product", targetId: product.id, after: product });
      return c.json({ product });
    })
    .post("/images", write, uploadBodyLimit(PRODUCT_IMAGE.maxBytes), async (c) => {
      const body = await readUploadForm(c);
      const stored = await storeUpload(ctx.storage, body.file, { ...PRODUCT_IMAGE, field: "file" });
      await recordAudit(db, c.var.actor, { action: "store.image_upload", targetType: "upload", targetId: stored.key });
      return c.json({ key: stored.key, url: stored.url }, 201);
    })
    .get("/orders", read, validate("query", adminOrderQuery), async (c) => c.json(await listAdminOrders(db, c.req.valid("query"))))
    .patch("/orders/:id", write, validate("param", orderIdParam), validate("json", fulfilmentChange), async (c) => {
      const order = await setFulfilment(db, c.req.valid("param").id, c.req.valid("json").fulfilment);
      await recordAudit(db, c.var.actor, { action: "store.order.fulfilment", targetType: "store_order", targetId: order.id, after: { fulfilment: order.fulfilment } });
      return c.json({ order });
    })
    .post("/orders/:id/refund", write, validate("param", orderIdParam), async (c) => {
      const order = await refundOrder(ctx, c.req.valid("param").id);
      await recordAudit(db, c.var.actor, { action: "store.order.refund", targetType: "store_order", targetId: order.id, after: { totalCents: order.totalCents } });
      return c.json({ order });
    });
  return mount(store);
}
