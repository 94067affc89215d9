import { createApp } from "astro/app/entrypoint";
import { NOT_A_SITE_PAGE } from "../../shared/site-page";

const app = createApp();

/** A public page's response, or undefined when no Astro page has the address (the server's own routes go on). */
export async function renderPage(request: Request, locals: App.Locals): Promise<Response | undefined> {
  const routeData = app.match(request);
  if (!routeData) return undefined;
  const response = await app.render(request, { routeData, locals });
  return response.headers.has(NOT_A_SITE_PAGE) ? undefined : response;
}
