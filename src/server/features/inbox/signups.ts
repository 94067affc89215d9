import { SIGNUP_PAGE_SIZE, type SignupPage } from "../../../shared/inbox";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { connectSignupSources } from "../connect/signup-sources";
import { eventSignupSources } from "../events/signup-source";
import { smsMessageSource } from "../sms/signup-source";
import type { SignupSource } from "./signup-source";

/** Every source the inbox merges. Features add theirs by appending to this list. */
export const SIGNUP_SOURCES: SignupSource[] = [...connectSignupSources, smsMessageSource, ...eventSignupSources];

interface SignupListOptions {
  kind?: string;
  unreadOnly: boolean;
  page: number;
}

/**
 * All sources merged newest first. Each source is asked for as many rows as the pages up to this one hold,
 * so the merge is exact for any page; the inbox of a congregation stays small enough for that.
 */
export async function listSignups(db: Db, options: SignupListOptions, sources: SignupSource[] = SIGNUP_SOURCES): Promise<SignupPage> {
  const chosen = options.kind ? sources.filter((s) => s.kind === options.kind) : sources;
  if (options.kind && chosen.length === 0) throw AppError.validation("Unknown kind of signup.", { kind: ["Unknown kind of signup."] });
  const want = options.page * SIGNUP_PAGE_SIZE + 1;
  const lists = await Promise.all(chosen.map((s) => s.list(db, { unreadOnly: options.unreadOnly, limit: want, offset: 0 })));
  const merged = lists.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  const start = (options.page - 1) * SIGNUP_PAGE_SIZE;
  const unreadCounts = await Promise.all(sources.map(async (s) => [s.kind, s.countUnread ? await s.countUnread(db) : 0] as const));
  return {
    items: merged.slice(start, start + SIGNUP_PAGE_SIZE),
    page: options.page,
    hasMore: merged.length > start + SIGNUP_PAGE_SIZE,
    kinds: sources.map((s) => s.kind),
    unread: Object.fromEntries(unreadCounts),
  };
}

export async function setSignupRead(db: Db, kind: string, id: string, read: boolean, sources: SignupSource[] = SIGNUP_SOURCES) {
  const source = sources.find((s) => s.kind === kind);
  if (!source || !(await source.setRead(db, id, read))) throw AppError.notFound("That signup no longer exists.");
}
