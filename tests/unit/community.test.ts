import { describe, expect, it } from "vitest";
import { canDeletePost, canEditPost, canLeadGroup, canReply, type Viewer } from "../../src/server/features/community/policies";
import { groupInput, threadInput } from "../../src/shared/community";
import { splitLinks } from "../../src/web/features/community/components/LinkedText";

const member: Viewer = { id: "ruth", moderator: false, admin: false };
const moderator: Viewer = { id: "samuel", moderator: true, admin: false };
const admin: Viewer = { id: "eli", moderator: true, admin: true };

describe("links in members' posts", () => {
  it("turns http and https addresses into links and leaves the sentence's punctuation outside", () => {
    expect(splitLinks("See https://example.org/psalms. And http://a.example?x=1!")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", href: "https://example.org/psalms" },
      { kind: "text", text: ". And " },
      { kind: "link", href: "http://a.example?x=1" },
      { kind: "text", text: "!" },
    ]);
  });

  it("never links other schemes, so javascript: stays text", () => {
    expect(splitLinks("javascript:alert(1) <b>bold</b>")).toEqual([{ kind: "text", text: "javascript:alert(1) <b>bold</b>" }]);
  });
});

describe("discussion permissions", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  const post = { authorId: "ruth", createdAt: new Date("2026-11-24T11:50:00Z"), deletedAt: null };

  it("lets the author edit within 15 minutes, and nobody else ever", () => {
    expect(canEditPost(member, post, now)).toBe(true);
    expect(canEditPost(member, post, new Date("2026-11-24T12:05:01Z"))).toBe(false);
    expect(canEditPost(moderator, post, now)).toBe(false);
    expect(canEditPost(member, { ...post, deletedAt: now }, now)).toBe(false);
  });

  it("lets authors delete their own posts and moderators anyone's", () => {
    expect(canDeletePost(member, { authorId: "boaz" })).toBe(false);
    expect(canDeletePost(member, { authorId: "ruth" })).toBe(true);
    expect(canDeletePost(moderator, { authorId: "boaz" })).toBe(true);
  });

  it("closes a locked thread to members but not to moderators", () => {
    expect(canReply(member, { locked: true, hidden: false })).toBe(false);
    expect(canReply(moderator, { locked: true, hidden: false })).toBe(true);
  });

  it("shows a group's roster to its leader and to admins", () => {
    expect(canLeadGroup(member, { leaderId: "ruth" })).toBe(true);
    expect(canLeadGroup(moderator, { leaderId: "ruth" })).toBe(false);
    expect(canLeadGroup(admin, { leaderId: null })).toBe(true);
  });
});

describe("community input", () => {
  it("strips HTML from a thread and refuses one that is left empty", () => {
    const parsed = threadInput.safeParse({ topicId: "6f1c1e5e-4a52-4d4e-9a3b-2f3c8c1d2e10", title: "<b></b>", body: "Hi <script>x</script>" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(["community.validation.titleRequired"]);
  });

  it("needs a group to meet somewhere: a place or an https link", () => {
    const base = {
      name: { en: "Romans", es: "Romanos" },
      topic: { en: "Romans", es: "Romanos" },
      dayOfWeek: 2,
      time: "19:00",
      capacity: 10,
      language: "es",
      joinPolicy: "open",
    };
    expect(groupInput.safeParse({ ...base, place: "", onlineUrl: "" }).error?.issues[0]?.message).toBe("community.validation.placeOrLink");
    expect(groupInput.safeParse({ ...base, onlineUrl: "javascript:alert(1)" }).success).toBe(false);
    expect(groupInput.safeParse({ ...base, onlineUrl: "https://meet.example.org/romans" }).success).toBe(true);
  });
});
