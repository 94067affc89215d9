import { z } from "./zod";
import { ROLES, type Role } from "./account-constants";

/** A member account as the admin users page shows it. */
export interface AdminMember {
  id: string;
  email: string;
  emailVerified: boolean;
  fullName: string;
  displayName: string | null;
  username: string | null;
  phone: string | null;
  roles: Role[];
  disabled: boolean;
  createdAt: string;
  /** An admin-portal account has this member's email (the portal has its own sign-in and invitation). */
  portalAccount: boolean;
}

export interface AdminMemberPage {
  members: AdminMember[];
  total: number;
  page: number;
  pageCount: number;
}

export const MEMBER_PAGE_SIZE = 25;

export const memberSearchQuery = z.object({
  /** Part of a name, email, username or phone; empty lists everyone, newest first. */
  q: z.string().trim().max(100).default(""),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const memberIdParam = z.object({ id: z.string().min(1).max(100) });

/** Repeats are harmless (the member ends up with each role once). */
export const memberRolesRequest = z.object({ roles: z.array(z.enum(ROLES)).max(10) });

export const memberStatusRequest = z.object({ disabled: z.boolean() });
