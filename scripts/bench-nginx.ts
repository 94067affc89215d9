// Part of npm run bench: nginx serving the built web app, the yardstick the server's reads are measured against.
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/** nginx from Debian's packages, installed here if the machine lacks it (the bench needs root for that). */
export function ensureNginx(): string {
  const found = spawnSync("sh", ["-c", "command -v nginx || ls /usr/sbin/nginx"], { encoding: "utf8" }).stdout.trim().split("\n")[0];
  if (found) return found;
  console.log("installing nginx from Debian's packages");
  execFileSync("apt-get", ["install", "-y", "-qq", "nginx"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  return "/usr/sbin/nginx";
}

/** nginx in the foreground with its own prefix folder, as a plain static server of the build (as we'd deploy it). */
export function startNginx(binary: string, prefix: string, port: number, root: string): ChildProcess {
  for (const dir of ["logs", "tmp"]) mkdirSync(path.join(prefix, dir), { recursive: true });
  const conf = path.join(prefix, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes auto;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri /index.html; add_header Cache-Control no-cache; }
  }
}
`,
  );
  return spawn(binary, ["-p", prefix, "-c", conf], { stdio: "inherit" });
}
