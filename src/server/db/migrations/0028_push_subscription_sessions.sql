-- A push subscription belongs to the session (one browser's sign-in) it was made in, and ends with it: a sign-out,
-- an expiry, another member signing in on that browser or a deleted account (tests/api/push.test.ts). Rows made
-- before have no session; the queue skips them until the member's page ties them again.
ALTER TABLE "push_subscriptions" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");