/** dist/site, where `npm run build` writes the site's pages. */
export declare const SITE_DIST_DIR: string;
/** Whether dist/site was built after every one of its sources last changed. */
export declare function siteBuildIsCurrent(): boolean;
/** Builds dist/site unless it is current; returns dist/site. */
export declare function ensureSiteBuild(): string;
