CREATE TABLE "giving_statement_sends" (
	"year" integer PRIMARY KEY NOT NULL,
	"sent_count" integer NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"sent_by" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"product_name" jsonb NOT NULL,
	"variant_name" jsonb NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "store_order_lines_quantity_positive" CHECK ("store_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" text,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"payment" text DEFAULT 'pending' NOT NULL,
	"fulfilment" text DEFAULT 'new' NOT NULL,
	"provider" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"provider_ref" text,
	"stock_released_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "store_orders_provider_ref_unique" UNIQUE("provider_ref"),
	CONSTRAINT "store_orders_total_positive" CHECK ("store_orders"."total_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "store_products_price_positive" CHECK ("store_products"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"price_cents" integer,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_variants_stock_not_negative" CHECK ("store_variants"."stock" >= 0),
	CONSTRAINT "store_variants_price_positive" CHECK ("store_variants"."price_cents" is null or "store_variants"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "store_order_lines" ADD CONSTRAINT "store_order_lines_order_id_store_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "store_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_lines" ADD CONSTRAINT "store_order_lines_variant_id_store_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "store_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_member_id_auth_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_variants" ADD CONSTRAINT "store_variants_product_id_store_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "store_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_order_lines_order_idx" ON "store_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "store_orders_member_idx" ON "store_orders" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "store_orders_created_idx" ON "store_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "store_variants_product_idx" ON "store_variants" USING btree ("product_id");