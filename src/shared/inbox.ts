import { z } from "zod";

/**
 * One item of the admin's Event Signups inbox (inbox/signups). Each source of signups (the visit, membership
 * and class forms; event registrations and RSVPs) presents its rows in this one shape.
 */
export const signupItem = z.object({
  kind: z.string(),
  id: z.string(),
  name: z.string(),
  /** Email and/or phone, as one line. */
  contact: z.string(),
  /** One line about what was asked for (date, party size, session...). */
  summary: z.string(),
  /** Every field the person gave, label → value, for the detail view. */
  details: z.record(z.string(), z.string()).optional(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type SignupItem = z.infer<typeof signupItem>;

export const signupQuery = z.object({
  kind: z.string().max(40).optional(),
  unread: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const SIGNUP_PAGE_SIZE = 25;

export const signupReadBody = z.object({ read: z.boolean() });
export const signupParams = z.object({ kind: z.string().min(1).max(40), id: z.string().min(1).max(100) });

export interface SignupPage {
  items: SignupItem[];
  page: number;
  hasMore: boolean;
  /** The kinds any source offers, for the filter. */
  kinds: string[];
  /** Unread items per kind. */
  unread: Record<string, number>;
}
