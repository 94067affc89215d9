CREATE TABLE "sms_card_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"phone" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"keyword" text NOT NULL,
	"source" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_contacts" (
	"phone" text PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"opted_out_at" timestamp with time zone,
	"last_acknowledged_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"source" text NOT NULL,
	"message_sid" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sms_card_tokens_hash_idx" ON "sms_card_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sms_card_tokens_expires_idx" ON "sms_card_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_sid_idx" ON "sms_messages" USING btree ("message_sid");--> statement-breakpoint
CREATE INDEX "sms_messages_created_idx" ON "sms_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
-- The "Text HOME to ..." settings gain the Spanish keyword the Spanish pages show and the webhook understands.
UPDATE "church_settings" SET "text_to_join" = "text_to_join" || '{"keywordEs":"HOGAR"}'::jsonb WHERE "text_to_join"->>'keywordEs' IS NULL;
