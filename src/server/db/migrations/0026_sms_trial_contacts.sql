CREATE TABLE "sms_trial_contacts" (
	"phone" text PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"opted_out_at" timestamp with time zone,
	"last_acknowledged_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
