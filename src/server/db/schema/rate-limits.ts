import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Fixed-window rate-limit counters shared by every server process on one PostgreSQL database (the embedded
 * database has one process and counts in memory instead). rate-limiter-flexible's RateLimiterDrizzle reads and
 * writes it by the field names key, points and expire; the columns keep their first names.
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    key: text("key").primaryKey(),
    points: integer("count").notNull(),
    expire: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_windows_reset_idx").on(t.expire)],
);
