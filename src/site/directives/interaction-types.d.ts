import type { InteractionOptions } from "./interaction";

// The site's own client directive (./interaction.ts, registered in astro.config.ts), as Astro's JSX types know it.
declare module "astro" {
  interface AstroClientDirectives {
    "client:interaction"?: boolean | InteractionOptions;
  }
}
