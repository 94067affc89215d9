import path from "node:path";

/**
 * The files the server reads at run time. It runs from its source in src/server (tsx: `npm run dev`, the tests)
 * or from its build in dist/server (`npm start`, the Docker image); both folders lie two levels below the
 * project, and the build copies the migrations to the same place beside the built code
 * (scripts/build-server.mjs), so one set of paths serves both.
 */
const serverDir = import.meta.dirname;
const projectDir = path.resolve(serverDir, "../..");
/** Whether this is the build (dist/server) rather than the source (src/server). */
const isBuilt = path.relative(projectDir, serverDir) === path.join("dist", "server");

export const serverPaths = {
  packageJson: path.join(projectDir, "package.json"),
  /** What `vite build` writes for browsers; the server renderer (`vite build --ssr`) is its sibling dist/ssr. */
  webDist: path.join(projectDir, "dist", "web"),
  /** What `astro build` writes: client/ (the public pages' islands, served under /_astro) and server/ (their renderer). */
  siteDist: path.join(projectDir, "dist", "site"),
  /** The project's own copy of the public-domain Bible texts (content/bible/README.md). */
  bibleContent: path.join(projectDir, "content", "bible"),
  migrations: path.join(serverDir, "db", "migrations"),
  /** The PDF fonts the build copies beside the built code (lib/pdf/fonts.ts); from the source, they stay in node_modules. */
  builtFonts: isBuilt ? path.join(serverDir, "fonts") : undefined,
  nodeModules: path.join(projectDir, "node_modules"),
};
