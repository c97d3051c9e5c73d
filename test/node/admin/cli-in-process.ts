/** The CLI run in this process, for the cases that need no separate process (spawning costs ~0.5 s). */
import { main } from '../../../src/server/cli.ts';

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI with `args`; `input` is its stdin (a TTY without it). */
export async function inProcess(
  args: string[],
  options: { env?: Record<string, string>; input?: string | Buffer } = {},
): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    env: options.env ?? {},
    stdinIsTty: options.input === undefined,
    readStdin: async () => options.input ?? '',
  });
  return { code, stdout, stderr };
}
