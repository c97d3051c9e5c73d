/**
 * `storefront-elements`: page and navigation administration from the command line, for build and
 * back-office scripts. JSON goes to stdout (or `--out`), progress and a summary to stderr, and the
 * exit code says what happened (see USAGE). Node only.
 *
 *   npx tsx src/server/cli.ts export-navigation --market SE --locale sv-SE > navigation.json
 */
import { createReadStream, readFileSync } from 'node:fs';
import { access, constants, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  OUTPUT_FILTERS,
  validateNavigationContainer,
  validatePageContainer,
  formatValidationErrors,
  type OutputFilter,
  type ValidationError,
} from '../api/schemas/admin.ts';
import {
  AdminHttpError,
  AdminNetworkError,
  AdminResponseError,
  AdminTimeoutError,
  AdminValidationError,
  DEFAULT_TIMEOUT_MS,
  MAX_IMPORT_BYTES,
  adminClientOptionsErrors,
  createAdminClient,
  exportNavigationErrors,
  exportPagesErrors,
  importSizeErrors,
  type AdminClient,
} from './admin/client.ts';
import { duplicateMember } from './json-duplicates.ts';

export const EXIT = {
  ok: 0,
  validation: 1,
  usage: 2,
  http: 3,
  network: 4,
  timeout: 5,
  /** Anything else: a bug (the message holds its stack trace). */
  unexpected: 70,
  /** stdout closed before the output was written (`… | head`): 128 + SIGPIPE, as for `cat`. */
  outputClosed: 141,
} as const;

/**
 * The most the CLI reads of an import's input (FILE or stdin): twice what an import may send
 * (MAX_IMPORT_BYTES, compact JSON), room for the indentation of a file such as an export wrote.
 * Reading stops there: the rest is never read nor kept.
 */
export const MAX_INPUT_BYTES = 2 * MAX_IMPORT_BYTES;

export const USAGE = `Usage: storefront-elements <command> [options] [FILE]

Commands:
  export-pages        A1: export the pages of a market (--market; --id-filter, --output-filter)
  import-pages        import a PageContainer (FILE, --in FILE or stdin)
  import-navigation   A2: import a NavigationContainer (FILE, --in FILE or stdin)
  export-navigation   A3: export the navigation of a market and locale (--market, --locale)

Options:
  --base-url URL          cluster address (env STOREFRONT_BASE_URL)
  --api-key KEY           administration key (env STOREFRONT_API_KEY; prefer the environment:
                          arguments are visible to other users of the machine)
  --market ID             market (exports)
  --locale ID             locale (export-navigation)
  --id-filter a,b,c       export-pages: only these page ids (at most 250)
  --output-filter F       export-pages: ${OUTPUT_FILTERS.join(' | ')}
  --include-app-nodes     export-navigation: include nodes created in the apps
  --name NAME             imports: names the import in the service's logs
  --in FILE               imports: read the container from FILE, like a FILE argument
                          (default: stdin; at most 64 MiB are read)
  --out FILE              exports: write the JSON to FILE (default: stdout)
  --dry-run               validate only; send nothing (needs no URL or key)
  --bypass-compression    imports: send uncompressed (manual tests of small bodies only)
  --allow-unknown         imports: send members and values this version does not know (a
                          newer service's, kept by an export) as they are, with a warning
  --timeout SECONDS       time limit of each request, answer included (default 60;
                          0.001 to 2147483)
  --quiet                 no progress on stderr (errors are still printed)
  -h, --help              this help
  --version               the package version

An option that does not apply to the command (e.g. --market on an import, which goes to its
container's market) is a usage error.

Exit codes:
    0  success
    1  validation error: the container (or its JSON: not JSON, too large) or an argument
       breaks a rule (nothing sent)
    2  usage error: unknown command or option, an option the command does not take, missing
       argument, malformed --base-url or --timeout, unreadable input file, unwritable --out
    3  HTTP error: 403 wrong API key, 404 unknown cluster, 406, 409/503 after retries, other
       statuses, or an answer that is not valid
    4  network error: no answer from the server
    5  timeout: no complete answer within --timeout seconds
   70  unexpected error (a bug: the message holds its stack trace; please report it)
  141  stdout closed before the output was written (e.g. | head)
`;

const COMMANDS = [
  'export-pages',
  'import-pages',
  'import-navigation',
  'export-navigation',
] as const;
type Command = (typeof COMMANDS)[number];

class UsageError extends Error {}
class InputError extends Error {}
/** The reader of stdout went away (EPIPE): the rest of the output has nowhere to go. */
class OutputClosed extends Error {}

export interface CliIo {
  /** Writes output; may return a promise that rejects when the output cannot be written. */
  stdout: (text: string) => unknown;
  stderr: (text: string) => void;
  /**
   * stdin's bytes (or text), or undefined once it holds more than `maxBytes` (the rest is not
   * read). Bytes must be UTF-8.
   */
  readStdin: (maxBytes: number) => Promise<Buffer | string | undefined>;
  stdinIsTty: boolean;
  env: Record<string, string | undefined>;
  fetch?: typeof fetch;
}

const OPTIONS = {
  'base-url': { type: 'string' },
  'api-key': { type: 'string' },
  market: { type: 'string' },
  locale: { type: 'string' },
  'id-filter': { type: 'string' },
  'output-filter': { type: 'string' },
  'include-app-nodes': { type: 'boolean' },
  name: { type: 'string' },
  in: { type: 'string' },
  out: { type: 'string' },
  'dry-run': { type: 'boolean' },
  'bypass-compression': { type: 'boolean' },
  'allow-unknown': { type: 'boolean' },
  quiet: { type: 'boolean' },
  timeout: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
} as const;

type Values = ReturnType<typeof parse>['values'];
type Option = keyof typeof OPTIONS;

/** Options every command takes; each command's own are in COMMAND_OPTIONS. */
const COMMON_OPTIONS: readonly Option[] = [
  'base-url',
  'api-key',
  'dry-run',
  'quiet',
  'timeout',
  'help',
  'version',
];
const IMPORT_OPTIONS: readonly Option[] = ['name', 'in', 'bypass-compression', 'allow-unknown'];

/** After the errors of an import that holds unknown members or values: how to proceed. */
const ALLOW_UNKNOWN_HINT =
  'An unknown member or value is a typo, or comes from a newer service (an export keeps them as ' +
  'sent): correct the typo, or import with --allow-unknown to send them as they are.';
const COMMAND_OPTIONS: Record<Command, readonly Option[]> = {
  'export-pages': ['market', 'id-filter', 'output-filter', 'out'],
  'export-navigation': ['market', 'locale', 'include-app-nodes', 'out'],
  'import-pages': IMPORT_OPTIONS,
  'import-navigation': IMPORT_OPTIONS,
};

/** An option given to a command it does not apply to, silently ignored before: a usage error. */
function checkOptionsApply(command: Command, values: Values): void {
  for (const name of Object.keys(values) as Option[]) {
    if (COMMON_OPTIONS.includes(name) || COMMAND_OPTIONS[command].includes(name)) continue;
    const hint =
      name === 'market' && command.startsWith('import-')
        ? " (an import goes to its container's market)"
        : '';
    throw new UsageError(`--${name} does not apply to ${command}${hint}`);
  }
}

function parse(argv: string[]) {
  return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
}

/**
 * A stream's bytes, or undefined once they pass `maxBytes`: reading stops there (leaving the loop
 * destroys the stream), so an endless or huge input costs at most the limit.
 */
async function readAtMost(
  stream: AsyncIterable<Buffer>,
  maxBytes: number,
): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > maxBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

const readStdin = (maxBytes: number): Promise<Buffer | undefined> =>
  readAtMost(process.stdin, maxBytes);

/**
 * `bytes` as UTF-8 text, or an InputError naming the first byte that is not UTF-8: decoding with
 * replacement would import "Caf\uFFFD" for a Latin-1 "Café", and the dry run would call it valid.
 */
function utf8Text(bytes: Buffer, source: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    // The first replacement character that the bytes do not spell as U+FFFD (EF BF BD) itself.
    const lossy = bytes.toString('utf8');
    let offset = 0;
    let index = 0;
    for (;;) {
      const next = lossy.indexOf('\uFFFD', index);
      if (next === -1) break;
      offset += Buffer.byteLength(lossy.slice(index, next));
      if (bytes.readUIntBE(offset, Math.min(3, bytes.length - offset)) !== 0xefbfbd) break;
      offset += 3;
      index = next + 1;
    }
    const byte = (bytes[offset] ?? 0).toString(16).toUpperCase().padStart(2, '0');
    throw new InputError(
      `${source} is not UTF-8: byte ${offset} (0x${byte}) starts no UTF-8 character; save it as UTF-8 (nothing was sent)`,
    );
  }
}

/**
 * Writers to this process's stdout and stderr that stay quiet when their reader went away
 * (`… | head`, EPIPE): an error on stdout makes the exit code 141, also once `main` has returned,
 * and a write to stdout resolves once written, or rejects with OutputClosed; an error on stderr
 * only silences it (the exit code stays what happened). Without a listener, the error was thrown
 * as an uncaught exception: a stack trace and exit 1.
 */
function processOutput(): Pick<CliIo, 'stdout' | 'stderr'> {
  let stdoutClosed = false;
  let stderrClosed = false;
  process.stdout.on('error', () => {
    stdoutClosed = true;
    process.exitCode = EXIT.outputClosed;
  });
  process.stderr.on('error', () => (stderrClosed = true));
  return {
    stdout: (text) =>
      new Promise<void>((resolve, reject) => {
        if (stdoutClosed) return reject(new OutputClosed());
        process.stdout.write(text, (error) => (error ? reject(new OutputClosed()) : resolve()));
      }),
    stderr: (text) => {
      if (!stderrClosed) process.stderr.write(text);
    },
  };
}

/** Runs the CLI; resolves to the exit code. */
export async function main(argv: string[], io: Partial<CliIo> = {}): Promise<number> {
  const own = io.stdout && io.stderr ? undefined : processOutput();
  const out = io.stdout ?? own!.stdout;
  const err = io.stderr ?? own!.stderr;
  const env = io.env ?? process.env;
  let values: Values;
  let positionals: string[];
  try {
    ({ values, positionals } = parse(argv));
  } catch (caught) {
    err(`storefront-elements: ${caught instanceof Error ? caught.message : String(caught)}\n`);
    err('Run with --help for usage.\n');
    return EXIT.usage;
  }
  if (values.help) {
    try {
      await out(USAGE);
    } catch {
      return EXIT.outputClosed;
    }
    return EXIT.ok;
  }
  if (values.version) {
    try {
      await out(`${packageVersion()}\n`);
    } catch {
      return EXIT.outputClosed;
    }
    return EXIT.ok;
  }
  const progress = (text: string) => {
    if (!values.quiet) err(`${text}\n`);
  };
  // Printed with --quiet too: they are not progress.
  const warn = (text: string, warnings: readonly ValidationError[] = []) => {
    err(`storefront-elements: warning: ${text}\n`);
    if (warnings.length) err(`${formatValidationErrors(warnings)}\n`);
  };
  const unknownSent = (warnings: readonly ValidationError[], dryRun: boolean) =>
    warn(
      `${count(warnings.length, 'unknown member or value', 'unknown members or values')} ${dryRun ? 'would be' : warnings.length === 1 ? 'is' : 'are'} sent as ${warnings.length === 1 ? 'it is' : 'they are'} (--allow-unknown):`,
      warnings,
    );

  try {
    const [command, ...extra] = positionals;
    if (command === undefined) throw new UsageError('no command given');
    if (!(COMMANDS as readonly string[]).includes(command))
      throw new UsageError(`unknown command "${command}"`);
    checkOptionsApply(command as Command, values);
    // Checked in a dry run too.
    const timeout = timeoutMs(values.timeout);
    // Imports take their file the usual way too: `import-navigation nav.json`.
    const takesFile = command === 'import-pages' || command === 'import-navigation';
    const [positionalFile, ...rest] = takesFile ? extra : [undefined, ...extra];
    if (rest.length) throw new UsageError(`unexpected argument "${rest[0]}"`);
    if (positionalFile !== undefined && values.in !== undefined)
      throw new UsageError('give the file once: as an argument or with --in');
    const inputFile = positionalFile ?? values.in;

    const client = (): AdminClient => {
      const baseUrl = values['base-url'] ?? env.STOREFRONT_BASE_URL;
      const apiKey = values['api-key'] ?? env.STOREFRONT_API_KEY;
      if (!baseUrl) throw new UsageError('no cluster: --base-url or STOREFRONT_BASE_URL');
      if (!apiKey) throw new UsageError('no API key: --api-key or STOREFRONT_API_KEY');
      // Not quoted: a URL that holds credentials would print them.
      const baseUrlError = adminClientOptionsErrors({ baseUrl, apiKey }).find(
        (error) => error.path === 'baseUrl',
      );
      if (baseUrlError) throw new UsageError(`--base-url ${baseUrlError.rule}`);
      return createAdminClient({
        baseUrl,
        apiKey,
        fetch: io.fetch,
        timeoutMs: timeout,
        onWarning: ({ operation, warnings }) =>
          operation.startsWith('GET ')
            ? warn(
                `the answer holds ${count(warnings.length, 'part')} that this version's import rules refuse; written as the service sent ${warnings.length === 1 ? 'it' : 'them'}:`,
                warnings,
              )
            : unknownSent(warnings, false),
        onRetry: ({ status, attempt, delayMs }) =>
          progress(
            `${status === 409 ? '409: another import is in progress' : '503: the service is busy'}; retry ${attempt} in ${delayMs} ms`,
          ),
      });
    };

    const readInput = async (): Promise<unknown> => {
      let input: Buffer | string | undefined;
      if (inputFile !== undefined) {
        try {
          input = await readAtMost(createReadStream(inputFile), MAX_INPUT_BYTES);
        } catch (caught) {
          throw new UsageError(
            `cannot read ${inputFile}: ${caught instanceof Error ? caught.message : String(caught)}`,
          );
        }
      } else {
        if (io.stdinIsTty ?? process.stdin.isTTY)
          throw new UsageError('no input: give FILE (or --in FILE) or pipe the JSON on stdin');
        input = await (io.readStdin ?? readStdin)(MAX_INPUT_BYTES);
      }
      let text =
        input === undefined || typeof input === 'string'
          ? input
          : utf8Text(input, inputFile ?? 'stdin');
      if (text === undefined || Buffer.byteLength(text) > MAX_INPUT_BYTES)
        throw new InputError(
          `${inputFile ?? 'stdin'} holds more than ${MAX_INPUT_BYTES} bytes (64 MiB), the most the CLI reads for an import; nothing was sent`,
        );
      // A UTF-8 byte order mark (some Windows editors write one) is no part of the JSON.
      if (text.startsWith('\uFEFF')) text = text.slice(1);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (caught) {
        throw new InputError(
          `${inputFile ?? 'stdin'} is not JSON: ${caught instanceof Error ? caught.message : String(caught)}`,
        );
      }
      const twice = duplicateMember(text);
      if (twice !== undefined)
        throw new InputError(
          `${inputFile ?? 'stdin'}: ${twice}: the member is named twice in one object; JSON keeps only the last, so the import would lose the first (nothing was sent)`,
        );
      return parsed;
    };

    /**
     * Whether `--out` can be written, asked before an export is: a file in a folder that is not
     * there (or not writable), or a folder, was found only after the whole export had arrived.
     */
    const checkOut = async (): Promise<void> => {
      if (values.out === undefined) return;
      try {
        const existing = await stat(values.out).catch((caught: NodeJS.ErrnoException) => {
          if (caught.code === 'ENOENT') return undefined;
          throw caught;
        });
        if (existing?.isDirectory()) throw new Error('it is a folder');
        await access(existing ? values.out : dirname(resolve(values.out)), constants.W_OK);
      } catch (caught) {
        throw new UsageError(
          `cannot write ${values.out}: ${caught instanceof Error ? caught.message : String(caught)}`,
        );
      }
    };

    const writeOutput = async (value: unknown): Promise<void> => {
      const text = `${JSON.stringify(value, null, 2)}\n`;
      if (values.out === undefined) {
        await out(text);
        return;
      }
      try {
        await writeFile(values.out, text);
      } catch (caught) {
        throw new UsageError(
          `cannot write ${values.out}: ${caught instanceof Error ? caught.message : String(caught)}`,
        );
      }
    };

    const required = (name: 'market' | 'locale'): string => {
      const value = values[name];
      if (value === undefined) throw new UsageError(`${command} needs --${name}`);
      return value;
    };

    switch (command as Command) {
      case 'export-pages': {
        const market = required('market');
        // Empty items (a trailing comma) are dropped; none left is refused (exportPagesErrors).
        const idFilter = values['id-filter']
          ?.split(',')
          .map((id) => id.trim())
          .filter(Boolean);
        const outputFilter = values['output-filter'] as OutputFilter | undefined;
        // Arguments that break a rule are validation errors (exit 1), checked before anything
        // is said or sent, in a dry run too.
        const errors = exportPagesErrors({ market, idFilter, outputFilter });
        if (errors.length) throw new AdminValidationError('export-pages arguments', errors);
        await checkOut();
        if (values['dry-run']) {
          progress('dry run: nothing sent');
          return EXIT.ok;
        }
        const admin = client();
        progress(
          `exporting the pages of ${market}${idFilter ? ` (${count(idFilter.length, 'id')})` : ''}…`,
        );
        const container = await admin.exportPages({ market, idFilter, outputFilter });
        await writeOutput(container);
        progress(
          `exported ${count(container.addOrUpdate?.length ?? 0, 'page')} of ${container.market} (${container.type})${values.out ? ` to ${values.out}` : ''}`,
        );
        return EXIT.ok;
      }
      case 'export-navigation': {
        const market = required('market');
        const locale = required('locale');
        const errors = exportNavigationErrors({ market, locale });
        if (errors.length) throw new AdminValidationError('export-navigation arguments', errors);
        await checkOut();
        if (values['dry-run']) {
          progress('dry run: nothing sent');
          return EXIT.ok;
        }
        const admin = client();
        progress(`exporting the navigation of ${market} ${locale}…`);
        const container = await admin.exportNavigation({
          market,
          locale,
          includeAppNodes: values['include-app-nodes'] ?? false,
        });
        await writeOutput(container);
        progress(
          `exported ${count(container.addOrUpdate?.length ?? 0, 'navigation node')} of ${market} ${locale}${values.out ? ` to ${values.out}` : ''}`,
        );
        return EXIT.ok;
      }
      case 'import-pages':
      case 'import-navigation': {
        const pages = command === 'import-pages';
        const input = await readInput();
        const allowUnknown = values['allow-unknown'] ?? false;
        const check = pages ? validatePageContainer : validateNavigationContainer;
        const result = check(input, { allowUnknown });
        if (!result.success) {
          const unknown = !allowUnknown && check(input, { allowUnknown: true }).warnings?.length;
          throw new AdminValidationError(
            pages ? 'PageContainer' : 'NavigationContainer',
            result.errors,
            unknown ? ALLOW_UNKNOWN_HINT : undefined,
          );
        }
        const container = result.data;
        // The size an import may send, checked in a dry run too.
        const bypassCompression = values['bypass-compression'] ?? false;
        const sizeErrors = importSizeErrors(Buffer.byteLength(JSON.stringify(container)), {
          bypassCompression,
        });
        if (sizeErrors.length)
          throw new AdminValidationError(
            pages ? 'PageContainer' : 'NavigationContainer',
            sizeErrors,
          );
        const summary = {
          command,
          market: container.market,
          ...('locale' in container ? { locale: container.locale } : {}),
          type: container.type,
          addOrUpdate: container.addOrUpdate?.length ?? 0,
          remove: container.remove?.length ?? 0,
          dryRun: values['dry-run'] ?? false,
        };
        const what = pages ? 'page' : 'navigation node';
        const warning = emptyReplacementWarning(container);
        if (warning) warn(warning);
        if (values['dry-run']) {
          if (result.warnings?.length) unknownSent(result.warnings, true);
          progress(
            `valid: ${count(summary.addOrUpdate, what)} to add or update, ${summary.remove} to remove (dry run: nothing sent)`,
          );
          await out(`${JSON.stringify(summary)}\n`);
          return EXIT.ok;
        }
        const admin = client();
        const options = {
          name: values.name,
          bypassCompression,
          allowUnknown,
        };
        progress(
          `importing ${count(summary.addOrUpdate, what)} (${container.type}) into ${container.market}…`,
        );
        if ('locale' in container) await admin.importNavigation(container, options);
        else await admin.importPages(container, options);
        progress(
          `imported: ${count(summary.addOrUpdate, what)} added or updated, ${summary.remove} removed`,
        );
        await out(`${JSON.stringify(summary)}\n`);
        return EXIT.ok;
      }
    }
  } catch (caught) {
    return report(caught, err);
  }
}

/**
 * What a replacing import without anything to add does, in words: the summary counts only the
 * container's `remove` list ("0 removed") while the service removes everything it replaces.
 */
function emptyReplacementWarning(
  container: { market: string; type: string; addOrUpdate?: readonly unknown[] } & {
    locale?: string;
  },
): string | undefined {
  if ((container.addOrUpdate?.length ?? 0) > 0) return undefined;
  if (container.locale === undefined)
    return container.type === 'FULL'
      ? `a FULL import without pages removes every page of market ${container.market}`
      : undefined;
  const where = `${container.market} ${container.locale}`;
  if (container.type === 'FULL')
    return `a FULL import without nodes removes every node of ${where} that came from an import (nodes added in the apps stay)`;
  if (container.type === 'FORCE')
    return `a FORCE import without nodes removes every node of ${where}, those added in the apps too`;
  return undefined;
}

/** The longest `--timeout`, in seconds: the longest time limit the client takes (about 24.8 days). */
const MAX_TIMEOUT_SECONDS = 2147483;

/**
 * `--timeout` in seconds, as whole milliseconds for the client: at least 1 ms (0.0001 rounded to
 * 0 ms, an immediate timeout, before).
 */
function timeoutMs(value: string | undefined): number {
  if (value === undefined) return DEFAULT_TIMEOUT_MS;
  const seconds = value.trim() === '' ? NaN : Number(value);
  const ms = Math.round(seconds * 1000);
  if (!(ms >= 1 && seconds <= MAX_TIMEOUT_SECONDS))
    throw new UsageError(
      `--timeout must be a number of seconds above 0 (at least 0.001, at most ${MAX_TIMEOUT_SECONDS}), got "${value}"`,
    );
  return ms;
}

/**
 * The version in the package's package.json: two levels up from the source (src/server), three
 * from the compiled CLI (dist/node/server).
 */
function packageVersion(): string {
  for (const up of ['../../', '../../../']) {
    try {
      const manifest = JSON.parse(
        readFileSync(new URL(`${up}package.json`, import.meta.url), 'utf8'),
      ) as { name?: unknown; version?: unknown };
      if (manifest.name === 'storefront-elements' && typeof manifest.version === 'string')
        return manifest.version;
    } catch {
      // not there: the other layout
    }
  }
  return 'unknown';
}

/** `1 page`, `2 pages`. */
function count(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}

function report(caught: unknown, err: (text: string) => void): number {
  const say = (text: string) => err(`storefront-elements: ${text}\n`);
  if (caught instanceof OutputClosed) return EXIT.outputClosed;
  if (caught instanceof UsageError) {
    say(caught.message);
    err('Run with --help for usage.\n');
    return EXIT.usage;
  }
  if (caught instanceof InputError) {
    say(caught.message);
    return EXIT.validation;
  }
  if (caught instanceof AdminValidationError) {
    say(`${count(caught.errors.length, 'error')} in the ${caught.subject}; nothing was sent`);
    err(`${formatValidationErrors(caught.errors)}\n`);
    if (caught.hint) err(`${caught.hint}\n`);
    return EXIT.validation;
  }
  if (caught instanceof AdminHttpError || caught instanceof AdminResponseError) {
    say(caught.message);
    return EXIT.http;
  }
  if (caught instanceof AdminTimeoutError) {
    say(caught.message);
    return EXIT.timeout;
  }
  if (caught instanceof AdminNetworkError) {
    say(caught.message);
    return EXIT.network;
  }
  say(
    `unexpected error: ${caught instanceof Error ? (caught.stack ?? caught.message) : String(caught)}`,
  );
  return EXIT.unexpected;
}

const invoked = process.argv[1];
if (invoked !== undefined && import.meta.url === pathToFileURL(invoked).href)
  process.exitCode = await main(process.argv.slice(2));
