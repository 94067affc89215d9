import { createApp } from "astro/app/entrypoint";
import { NOT_A_SITE_PAGE } from "../../shared/site-page";

/**
 * Astro's app, rendering each page whole before it responds (`streaming: false`, the adapter API's option). A page
 * that fails anywhere (a read in a component such as StudyTools.astro, an island's render) is then Astro's 500 page
 * (src/site/pages/500.astro): streamed, the failure came after a 200 had been sent, and the visitor got an empty page,
 * or the API's JSON error once the server read the body to compress it. The server compresses a page whole before
 * it sends a byte (lib/http/compress-responses.ts), so the stream bought no earlier byte either.
 */
const app = createApp({ streaming: false });

/** A public page's response, or undefined when no Astro page has the address (the server's own routes go on). */
export async function renderPage(request: Request, locals: App.Locals): Promise<Response | undefined> {
  const routeData = app.match(request);
  if (!routeData) return undefined;
  const response = await app.render(request, { routeData, locals });
  return response.headers.has(NOT_A_SITE_PAGE) ? undefined : response;
}
