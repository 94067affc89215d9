import { sql } from "drizzle-orm";
import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { MEMBERSHIP_STATUSES } from "../../../shared/directory";
import { LANGUAGES } from "../../../shared/i18n";
import { authUsers } from "./accounts";

/** A family or other group of people living together; named once and shared by its people. */
export const households = pgTable(
  "households",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("households_name_idx").on(sql`lower(${t.name})`)],
);

/** One person the church knows (issue 11): apart from login accounts, optionally linked to one. */
export const directoryPeople = pgTable(
  "directory_people",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    /** Lowercased; empty when the church has no address for the person. */
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    address: text("address").notNull().default(""),
    city: text("city").notNull().default(""),
    region: text("region").notNull().default(""),
    postalCode: text("postal_code").notNull().default(""),
    householdId: uuid("household_id").references(() => households.id, { onDelete: "set null" }),
    status: text("status", { enum: MEMBERSHIP_STATUSES }).notNull(),
    joinDate: date("join_date", { mode: "string" }),
    ministries: jsonb("ministries").$type<string[]>().notNull().default([]),
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    /** Read and written only by admins with members:pastoral. */
    pastoralNotes: text("pastoral_notes").notNull().default(""),
    userId: text("user_id").references(() => authUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("directory_people_user_idx").on(t.userId),
    index("directory_people_email_idx").on(t.email),
    index("directory_people_status_idx").on(t.status),
    index("directory_people_created_idx").on(t.createdAt),
    index("directory_people_household_idx").on(t.householdId),
  ],
);
