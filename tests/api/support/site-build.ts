// The API tests read the pages the server renders in production: dist/site, built when a source is newer
// (scripts/site-build.mjs, which the e2e server shares, so one build serves both in a run of npm test).
export { ensureSiteBuild, SITE_DIST_DIR } from "../../../scripts/site-build.mjs";
