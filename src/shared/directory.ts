import { z } from "./zod";
import { realDate } from "./real-values";
import { LANGUAGES, type Language } from "./i18n";

/**
 * The member directory (issue 11): people the church knows, kept apart from login accounts. A person may be in
 * the directory without an account, and an account may belong to a visitor who is not in it.
 */
export const MEMBERSHIP_STATUSES = ["visitor", "regular_attender", "member", "inactive"] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const DIRECTORY_PAGE_SIZE = 25;
export const MAX_IMPORT_ROWS = 2000;

const isoDate = realDate("directory.validation.date");
const line = (max: number) => z.string().trim().max(max, "directory.validation.tooLong");
const optionalLine = (max: number) => line(max).default("");

const ministryName = z.string().trim().min(1, "directory.validation.required").max(60, "directory.validation.tooLong");

/** One person's record as an admin writes it (form, CSV row, merge result). */
export const directoryPersonInput = z.object({
  firstName: z.string().trim().min(1, "directory.validation.required").max(80, "directory.validation.tooLong"),
  lastName: optionalLine(80),
  email: z.union([z.literal(""), z.email("directory.validation.email").max(254)]).default(""),
  phone: z
    .string()
    .trim()
    .max(30, "directory.validation.tooLong")
    .regex(/^[+()\-.\s\d]*$/, "directory.validation.phone")
    .default(""),
  address: optionalLine(200),
  city: optionalLine(80),
  region: optionalLine(80),
  postalCode: optionalLine(20),
  household: optionalLine(120),
  status: z.enum(MEMBERSHIP_STATUSES, "directory.validation.status"),
  joinDate: z.union([z.literal(""), isoDate]).default(""),
  ministries: z.array(ministryName).max(20).default([]),
  language: z.enum(LANGUAGES).default("en"),
});
export type DirectoryPersonInput = z.input<typeof directoryPersonInput>;
export type DirectoryPersonValues = z.output<typeof directoryPersonInput>;

/** Pastoral notes are written apart from the record: only admins with members:pastoral read or write them. */
export const pastoralNotesInput = z.object({ notes: z.string().max(5000, "directory.validation.tooLong") });

export const directoryQuery = z.object({
  q: z.string().trim().max(100).default(""),
  status: z.enum(MEMBERSHIP_STATUSES).optional(),
  ministry: z.string().trim().max(60).optional(),
  household: z.string().uuid().optional(),
  linked: z.enum(["yes", "no"]).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type DirectoryQuery = z.input<typeof directoryQuery>;

export const directoryIdParam = z.object({ id: z.string().uuid() });

/** Links the record to the member account with this email, or unlinks it (null). */
export const linkAccountInput = z.object({ email: z.email("directory.validation.email").nullable() });

export const mergeInput = z.object({
  /** The record that stays; the other is folded into it and removed. */
  keepId: z.string().uuid(),
  mergeId: z.string().uuid(),
  /** The surviving values, picked field by field from either record. Ministries of both are kept. */
  values: directoryPersonInput,
});
export type MergeInput = z.input<typeof mergeInput>;

export const importInput = z.object({
  csv: z.string().min(1, "directory.validation.required").max(2_000_000, "directory.validation.tooLong"),
  /** False (the default) imports nothing when any row is bad; true imports the good rows and skips the bad. */
  skipInvalid: z.boolean().default(false),
});

/** A person's name and how to reach them: in a directory record and in a member's own contact details. */
export interface PersonContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  region: string;
  postalCode: string;
}

export interface DirectoryPerson extends PersonContact {
  id: string;
  household: { id: string; name: string } | null;
  status: MembershipStatus;
  joinDate: string;
  ministries: string[];
  language: Language;
  account: { id: string; email: string } | null;
  unsubscribed: boolean;
  /** Present only for admins with members:pastoral. */
  pastoralNotes?: string;
  createdAt: string;
  updatedAt: string;
}

export interface DirectoryPage {
  people: DirectoryPerson[];
  total: number;
  page: number;
  pageCount: number;
  /** Every ministry and household named in the directory, for the filters. */
  ministries: string[];
  households: Array<{ id: string; name: string }>;
}

export interface ImportRowReport {
  /** The line in the file (the header is line 1). */
  line: number;
  action: "create" | "update";
  name: string;
  errors: Array<{ field: string; message: string }>;
}

export interface ImportReport {
  rows: ImportRowReport[];
  valid: number;
  invalid: number;
  /** Set when the import wrote: how many rows were created and updated. */
  imported?: { created: number; updated: number };
}

/** The columns of the CSV export, in order; the import reads the same ones. */
export const DIRECTORY_CSV_COLUMNS = [
  "first_name",
  "last_name",
  "email",
  "phone",
  "address",
  "city",
  "region",
  "postal_code",
  "household",
  "status",
  "join_date",
  "ministries",
  "language",
] as const;

/** Ministries share one CSV cell, separated by this. */
export const MINISTRY_SEPARATOR = ";";

/** What a member sees and corrects of their own record from /settings. */
export const contactDetailsInput = z.object({
  phone: directoryPersonInput.shape.phone,
  address: directoryPersonInput.shape.address,
  city: directoryPersonInput.shape.city,
  region: directoryPersonInput.shape.region,
  postalCode: directoryPersonInput.shape.postalCode,
  household: directoryPersonInput.shape.household,
});
export type ContactDetailsInput = z.input<typeof contactDetailsInput>;

export interface ContactDetails extends PersonContact {
  household: string;
}
