import { ensureSiteBuild } from "../../../scripts/site-build";

/** Before the API tests: the site's pages built (dist/site), as the tests of the pages the server renders read them. */
export default function setup() {
  ensureSiteBuild();
}
