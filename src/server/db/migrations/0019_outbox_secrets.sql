ALTER TABLE "outbox" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "live_body_text" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "live_body_html" text;--> statement-breakpoint
-- Messages kept before this release held their links as they were. A captured one (no provider) keeps its live
-- copy for super admins; in every row the copy others read has its credentials hidden, as new messages do.
UPDATE "outbox" SET "live_body_text" = "body_text", "live_body_html" = "body_html"
  WHERE "status" = 'captured' AND ("body_text" ~ '[?&](token|setup)=' OR "body_text" ~ '/store/orders/' OR "channel" = 'sms');--> statement-breakpoint
UPDATE "outbox" SET
  "body_text" = regexp_replace(regexp_replace("body_text", '([?&](token|setup)=)[^\s"''<>&]+', '\1[hidden]', 'g'), '(/store/orders/)[0-9a-f-]{36}', '\1[hidden]', 'g'),
  "body_html" = regexp_replace(regexp_replace("body_html", '([?&](amp;)?(token|setup)=)[^\s"''<>&]+', '\1[hidden]', 'g'), '(/store/orders/)[0-9a-f-]{36}', '\1[hidden]', 'g');--> statement-breakpoint
UPDATE "outbox" SET "body_text" = regexp_replace("body_text", '([0-9]{6})', '[hidden]', 'g') WHERE "channel" = 'sms';
