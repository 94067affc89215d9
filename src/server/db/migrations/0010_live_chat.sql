CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_key" text NOT NULL,
	"user_id" text NOT NULL,
	"display_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" text
);
--> statement-breakpoint
CREATE TABLE "chat_mutes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"muted_by" text NOT NULL,
	"until" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_stream_settings" ADD COLUMN "chat_profanity_filter" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "live_stream_settings" ADD COLUMN "chat_links" text DEFAULT 'refuse' NOT NULL;--> statement-breakpoint
CREATE INDEX "chat_messages_service_idx" ON "chat_messages" USING btree ("service_key","id");--> statement-breakpoint
CREATE INDEX "chat_messages_user_idx" ON "chat_messages" USING btree ("user_id");