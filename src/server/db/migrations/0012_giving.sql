CREATE TABLE "gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fund_id" uuid NOT NULL,
	"member_id" text,
	"recurring_id" uuid,
	"donor_name" text NOT NULL,
	"donor_email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"provider_ref" text,
	"receipt_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "gifts_provider_ref_unique" UNIQUE("provider_ref"),
	CONSTRAINT "gifts_amount_positive" CHECK ("gifts"."amount_cents" > 0 and "gifts"."total_cents" = "gifts"."amount_cents" + "gifts"."fee_cents")
);
--> statement-breakpoint
CREATE TABLE "giving_funds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giving_funds_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "giving_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"max_amount_cents" integer DEFAULT 2500000 NOT NULL,
	"presets_cents" jsonb DEFAULT '[2500,5000,10000,25000]'::jsonb NOT NULL,
	"fee_percent_bp" integer DEFAULT 290 NOT NULL,
	"fee_fixed_cents" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giving_settings_single_row" CHECK ("giving_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" text NOT NULL,
	"fund_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"cover_fee" boolean DEFAULT false NOT NULL,
	"currency" text NOT NULL,
	"frequency" text NOT NULL,
	"start_date" date NOT NULL,
	"next_charge_on" date,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "recurring_gifts_provider_ref_unique" UNIQUE("provider_ref"),
	CONSTRAINT "recurring_gifts_amount_positive" CHECK ("recurring_gifts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_fund_id_giving_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "giving_funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_member_id_auth_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_recurring_id_recurring_gifts_id_fk" FOREIGN KEY ("recurring_id") REFERENCES "recurring_gifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_gifts" ADD CONSTRAINT "recurring_gifts_member_id_auth_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_gifts" ADD CONSTRAINT "recurring_gifts_fund_id_giving_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "giving_funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gifts_member_idx" ON "gifts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "gifts_created_idx" ON "gifts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "recurring_gifts_member_idx" ON "recurring_gifts" USING btree ("member_id");--> statement-breakpoint
INSERT INTO "giving_settings" ("id") VALUES (1);--> statement-breakpoint
INSERT INTO "giving_funds" ("slug", "name", "description", "sort_order") VALUES
	('tithe', '{"en":"Tithe","es":"Diezmo"}', '{"en":"Your tithe supports the ministry and daily life of the church.","es":"Tu diezmo sostiene el ministerio y la vida diaria de la iglesia."}', 0),
	('offering', '{"en":"Offering","es":"Ofrenda"}', '{"en":"A gift beyond the tithe, wherever the need is greatest.","es":"Una ofrenda además del diezmo, donde más se necesite."}', 1),
	('missions', '{"en":"Missions","es":"Misiones"}', '{"en":"Sharing the gospel and serving neighbors near and far.","es":"Compartir el evangelio y servir al prójimo, cerca y lejos."}', 2),
	('building', '{"en":"Building Fund","es":"Fondo de Construcción"}', '{"en":"Caring for and growing the place where we gather.","es":"Cuidar y ampliar el lugar donde nos reunimos."}', 3);
