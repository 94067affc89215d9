CREATE TABLE "sms_inbound_texts" (
	"message_sid" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"action" text NOT NULL,
	"language" text NOT NULL,
	"replied" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_trial_contacts" (
	"phone" text PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"opted_out_at" timestamp with time zone,
	"last_acknowledged_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sms_inbound_texts_created_idx" ON "sms_inbound_texts" USING btree ("created_at");