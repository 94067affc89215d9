import path from "node:path";

/**
 * The files the server reads at run time. It runs from its source in src/server (tsx: `npm run dev`, the tests)
 * or from its build in dist/server (`npm start`, the Docker image); both folders lie two levels below the
 * project, and the build copies the migrations to the same place beside the built code
 * (scripts/build-server.mjs), so one set of paths serves both.
 */
const serverDir = import.meta.dirname;
const projectDir = path.resolve(serverDir, "../..");

export const serverPaths = {
  packageJson: path.join(projectDir, "package.json"),
  /** What `vite build` writes for browsers; the server renderer (`vite build --ssr`) is its sibling dist/ssr. */
  webDist: path.join(projectDir, "dist", "web"),
  /** The project's own copy of the public-domain Bible texts (content/bible/README.md). */
  bibleContent: path.join(projectDir, "content", "bible"),
  migrations: path.join(serverDir, "db", "migrations"),
};
