-- Every "newest first" index was DESC NULLS LAST, which no ORDER BY ... DESC (NULLS FIRST by default) can read in order:
-- the lists sorted every row instead. Rebuilt NULLS FIRST (tests/api/newest-first-indexes.test.ts).
DROP INDEX "prayer_requests_created_idx";--> statement-breakpoint
DROP INDEX "media_gallery_type_created_idx";--> statement-breakpoint
DROP INDEX "media_gallery_created_id_idx";--> statement-breakpoint
DROP INDEX "media_gallery_album_created_idx";--> statement-breakpoint
DROP INDEX "outbox_created_idx";--> statement-breakpoint
DROP INDEX "admin_audit_log_created_idx";--> statement-breakpoint
DROP INDEX "admin_auth_log_created_idx";--> statement-breakpoint
DROP INDEX "event_registrations_created_idx";--> statement-breakpoint
DROP INDEX "connect_submissions_created_idx";--> statement-breakpoint
DROP INDEX "meeting_requests_created_idx";--> statement-breakpoint
DROP INDEX "sermons_published_date_idx";--> statement-breakpoint
DROP INDEX "discussion_threads_topic_idx";--> statement-breakpoint
DROP INDEX "email_campaigns_created_idx";--> statement-breakpoint
DROP INDEX "sms_messages_created_idx";--> statement-breakpoint
DROP INDEX "push_notifications_created_idx";--> statement-breakpoint
CREATE INDEX "prayer_requests_newest_idx" ON "prayer_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_gallery_type_created_idx" ON "media_gallery" USING btree ("media_type","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_gallery_created_id_idx" ON "media_gallery" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_gallery_album_created_idx" ON "media_gallery" USING btree ("album_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "admin_auth_log_created_idx" ON "admin_auth_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "event_registrations_created_idx" ON "event_registrations" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "connect_submissions_created_idx" ON "connect_submissions" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "meeting_requests_created_idx" ON "meeting_requests" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sermons_published_date_idx" ON "sermons" USING btree ("published","preached_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "discussion_threads_topic_idx" ON "discussion_threads" USING btree ("topic_id","last_post_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "email_campaigns_created_idx" ON "email_campaigns" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sms_messages_created_idx" ON "sms_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "push_notifications_created_idx" ON "push_notifications" USING btree ("created_at" DESC NULLS FIRST);