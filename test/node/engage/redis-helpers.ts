/**
 * A real Redis for the tests: Debian's `redis-server` on a free local port, without persistence,
 * stopped by its pid. `.ci/run` installs it; where it is absent the tests that need it say so.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';

export function findRedisServer(): string | undefined {
  const dirs = (process.env.PATH ?? '').split(delimiter).concat('/usr/bin', '/usr/sbin');
  return dirs.map((dir) => join(dir, 'redis-server')).find((path) => existsSync(path));
}

export const NO_REDIS =
  'redis-server is not installed (apt-get install -y redis-server; .ci/run installs it)';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no free port');
  return address.port;
}

/** Ends a process this harness started, by its own handle. */
function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface RunningRedis {
  port: number;
  stop(): Promise<void>;
}

export async function startRedis(binary: string): Promise<RunningRedis> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start:\n${output}`)),
      10_000,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return {
    port,
    stop: () => stopChild(child),
  };
}

export interface ProxyProcess {
  url: string;
  stop(): Promise<void>;
}

/** A proxy in a process of its own (fixtures/redis-proxy-process.ts), counting in Redis. */
export async function startProxyProcess(env: Record<string, string>): Promise<ProxyProcess> {
  const script = new URL('./fixtures/redis-proxy-process.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`proxy process did not start:\n${output}`)),
      20_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /^listening (\S+)$/m.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`proxy process exited with ${code}:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return {
    url,
    stop: () => stopChild(child),
  };
}
