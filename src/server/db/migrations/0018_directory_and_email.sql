CREATE TABLE "directory_people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"household_id" uuid,
	"status" text NOT NULL,
	"join_date" date,
	"ministries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"pastoral_notes" text DEFAULT '' NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"recipients" jsonb NOT NULL,
	"created_by" uuid,
	"created_by_email" text NOT NULL,
	"scheduled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"person_id" uuid,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"message_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_unsubscribes" (
	"email" text PRIMARY KEY NOT NULL,
	"unsubscribed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "directory_people" ADD CONSTRAINT "directory_people_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_people" ADD CONSTRAINT "directory_people_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_created_by_admin_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "admin_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_queue" ADD CONSTRAINT "email_queue_campaign_id_email_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "email_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_queue" ADD CONSTRAINT "email_queue_person_id_directory_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "directory_people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "directory_people_user_idx" ON "directory_people" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "directory_people_email_idx" ON "directory_people" USING btree ("email");--> statement-breakpoint
CREATE INDEX "directory_people_status_idx" ON "directory_people" USING btree ("status");--> statement-breakpoint
CREATE INDEX "directory_people_created_idx" ON "directory_people" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "directory_people_household_idx" ON "directory_people" USING btree ("household_id");--> statement-breakpoint
CREATE UNIQUE INDEX "households_name_idx" ON "households" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "email_campaigns_created_idx" ON "email_campaigns" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "email_queue_message_key_idx" ON "email_queue" USING btree ("message_key");--> statement-breakpoint
CREATE UNIQUE INDEX "email_queue_campaign_email_idx" ON "email_queue" USING btree ("campaign_id","email");--> statement-breakpoint
CREATE INDEX "email_queue_due_idx" ON "email_queue" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "email_queue_person_idx" ON "email_queue" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "email_queue_sent_idx" ON "email_queue" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_delivered_message_key_idx" ON "outbox" USING btree ("message_key") WHERE status <> 'failed';