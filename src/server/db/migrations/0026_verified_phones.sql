-- Issue 48, item 1: a phone number belongs to an account only once an SMS code sent to it was verified. A number
-- that was copied in unverified (a sign-up's phone, on email confirmation) goes back to the profile's pending
-- phone, where it signs nobody in and blocks nobody, until its owner verifies it in /settings.
UPDATE "profiles" SET "pending_phone" = "auth_users"."phone_number"
  FROM "auth_users"
  WHERE "profiles"."id" = "auth_users"."id" AND "auth_users"."phone_number" IS NOT NULL
    AND "auth_users"."phone_number_verified" IS NOT TRUE AND "profiles"."pending_phone" IS NULL;--> statement-breakpoint
UPDATE "auth_users" SET "phone_number" = NULL, "phone_number_verified" = false
  WHERE "phone_number" IS NOT NULL AND "phone_number_verified" IS NOT TRUE;--> statement-breakpoint
ALTER TABLE "auth_users" ADD CONSTRAINT "auth_users_phone_verified" CHECK ("auth_users"."phone_number" is null or "auth_users"."phone_number_verified" is true);
