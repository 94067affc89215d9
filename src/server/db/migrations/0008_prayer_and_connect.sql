CREATE TABLE "prayer_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"admin_id" uuid,
	"admin_email" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prayer_prayers" (
	"request_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prayer_prayers_request_id_user_id_pk" PRIMARY KEY("request_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "prayer_reports" (
	"request_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prayer_reports_request_id_user_id_pk" PRIMARY KEY("request_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "prayer_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" text NOT NULL,
	"title" text,
	"body" text NOT NULL,
	"category" text NOT NULL,
	"visibility" text NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"notify_on_prayer" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"answered_at" timestamp with time zone,
	"praise_report" text,
	"read_at" timestamp with time zone,
	"assigned_to" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connect_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"prayer_needs_approval" boolean DEFAULT false NOT NULL,
	"staff_emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"staff_digest" boolean DEFAULT false NOT NULL,
	"what_to_expect" jsonb NOT NULL,
	"class_description" jsonb NOT NULL,
	"class_next_session" date,
	"last_digest_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connect_settings_single_row" CHECK ("connect_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "connect_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"details" jsonb NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"topic" text NOT NULL,
	"preferred_times" text,
	"source" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"read_at" timestamp with time zone,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prayer_notes" ADD CONSTRAINT "prayer_notes_request_id_prayer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "prayer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_prayers" ADD CONSTRAINT "prayer_prayers_request_id_prayer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "prayer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_prayers" ADD CONSTRAINT "prayer_prayers_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_reports" ADD CONSTRAINT "prayer_reports_request_id_prayer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "prayer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_reports" ADD CONSTRAINT "prayer_reports_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD CONSTRAINT "prayer_requests_author_id_auth_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD CONSTRAINT "prayer_requests_assigned_to_admin_accounts_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "admin_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prayer_notes_request_idx" ON "prayer_notes" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "prayer_requests_created_idx" ON "prayer_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "prayer_requests_author_idx" ON "prayer_requests" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "connect_submissions_created_idx" ON "connect_submissions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "meeting_requests_created_idx" ON "meeting_requests" USING btree ("created_at" DESC NULLS LAST);