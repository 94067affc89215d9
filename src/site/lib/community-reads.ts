import type { AstroGlobal } from "astro";
import type { DiscussionTopic, GroupsResponse, MyCommunity, ThreadPage, VolunteerOpportunity } from "../../shared/community";
import type { PageQuery } from "../react/PageFrame";

/**
 * What the "Connect" tab an address names (?tab=, discussions by default) shows first, as the island's cached reads
 * (web/features/community/api.ts): so that tab is rendered on the server. A read that fails is left to the island,
 * which asks again and shows its own error, as the app does. An open thread (?thread=) is read by the island.
 */
export async function connectQueries(astro: AstroGlobal): Promise<PageQuery[]> {
  const { read, signedIn } = astro.locals;
  const tab = astro.url.searchParams.get("tab") ?? "discussions";
  const reads: Array<Promise<PageQuery | undefined>> = [];
  const add = <T>(key: readonly unknown[], path: string, pick: (body: T) => unknown = (body) => body) =>
    reads.push(read<T>(path).then((body) => [key, pick(body)] as const, () => undefined));
  if (tab === "volunteer") add<{ opportunities: VolunteerOpportunity[] }>(["community", "volunteer"], "/api/community/volunteer", (a) => a.opportunities);
  else if (tab === "groups") add<GroupsResponse>(["community", "groups"], "/api/community/groups");
  else if (tab === "mine") {
    if (signedIn) add<MyCommunity>(["community", "mine"], "/api/community/mine");
  } else {
    add<{ topics: DiscussionTopic[] }>(["community", "topics"], "/api/community/topics", (a) => a.topics);
    if (signedIn && !astro.url.searchParams.get("thread")) add<ThreadPage>(["community", "threads", null], "/api/community/threads");
  }
  return (await Promise.all(reads)).filter((query) => query !== undefined);
}
