/**
 * nginx serving dist/ as production may: the server block includes the build's nginx/site.conf
 * (journey-engine/host) and passes the back end's paths on to the sandbox, as a deployment passes
 * them to the real services. The browser tests' nginx project (tests/e2e/static-host.nginx.spec.ts)
 * starts it: `tsx tests/support/nginx-site.ts PORT SANDBOX_PORT`. Runs in the foreground until
 * stopped. Debian's nginx: `apt-get install -y nginx` (.ci/run installs it where missing).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACK_END_PATHS, backEndPattern } from '../../sandbox/back-end-paths.ts';
import { ROOT } from '../../tools/project.ts';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const [port, sandboxPort] = process.argv.slice(2).map(Number);
if (!NGINX) throw new Error('No nginx found: install it (apt-get install -y nginx); the static-host browser tests serve dist/ with it.');
if (!port || !sandboxPort) throw new Error('usage: tsx tests/support/nginx-site.ts PORT SANDBOX_PORT');

const dist = join(ROOT, 'dist');
if (!existsSync(join(dist, 'nginx', 'site.conf'))) throw new Error('dist/nginx/site.conf is missing: run npm run build first.');
// One folder per port, made anew at each start (the test runner may end nginx without a word), as the sandbox's data folder is.
const work = join(tmpdir(), `journey-nginx-${port}`);
rmSync(work, { recursive: true, force: true });
for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(work, dir), { recursive: true });

// Each back-end path as a whole segment, the site's Host kept: the services answer JSON only to their own origin, and set cookies for it.
const services = BACK_END_PATHS.map(
  (path) => `    location ~ "${backEndPattern(path)}" {\n      proxy_pass http://127.0.0.1:${sandboxPort};\n      proxy_set_header Host $http_host;\n    }`,
).join('\n');

writeFileSync(
  join(work, 'nginx.conf'),
  `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    root ${dist};
    include ${join(dist, 'nginx', 'site.conf')};
${services}
  }
}
`,
);

const nginx = spawn(NGINX, ['-p', work, '-c', join(work, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
nginx.on('exit', (code) => process.exit(code ?? 0));
