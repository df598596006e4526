// Runs Debian's nginx in the foreground on a free port with a generated server block, in a
// temporary prefix of its own (pid, logs, temp folders), for the hosting tests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { nginxBin } from './system-servers';
import { freePort } from '../../scripts/lib/proc';

export interface NginxServer {
  port: number;
  stop(): Promise<void>;
  log(): string;
}

/** `serverBlock(port)` returns what goes inside `http {}` (the file under test, listening on that port). */
export async function startNginx(serverBlock: (port: number) => string): Promise<NginxServer> {
  const binary = nginxBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-nginx-'));
  const port = await freePort();
  const site = path.join(dir, 'site.conf');
  fs.writeFileSync(site, serverBlock(port));
  const mime = fs.existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : 'types { text/html html; application/javascript js; }';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${path.join(dir, t)};`).join('\n  ');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // as root, workers keep root's rights: the test's temporary build is readable only by it
      asRoot ? 'user root;' : '',
      'daemon off;',
      'master_process on;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      `  ${mime}`,
      '  default_type application/octet-stream;',
      '  access_log off;',
      `  ${temp}`,
      `  include ${site};`,
      '}',
      '',
    ].join('\n'),
  );
  const log = () => (fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8').slice(-3000) : '');
  // Debian's nginx, found by nginxBin(); allowed by name in __tests__/unit/no-system-tools.test.ts
  const proc = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  proc.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  proc.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const until = Date.now() + 20_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`nginx exited with ${proc.exitCode}: ${output}\n${log()}`);
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (up) break;
    if (Date.now() > until) {
      proc.kill('SIGKILL');
      throw new Error(`nginx did not listen on ${port} within 20 s: ${output}\n${log()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    log,
    stop: async () => {
      if (proc.exitCode === null) {
        const exited = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGQUIT');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000).unref())]);
        if (proc.exitCode === null) proc.kill('SIGKILL');
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
