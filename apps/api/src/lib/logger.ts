/**
 * A minimal structured logger. It never receives personal data or tokens: callers pass
 * identifiers (ids, routes, status codes); `redactUrl` strips query strings and capability
 * segments from paths, and `describeError` drops the parameters of failed SQL statements.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
};

let threshold: Level | 'silent' = 'info';

/** Where lines go; tests capture them to prove nothing personal is written. */
export type LogSink = (level: Level, line: string) => void;
/**
 * Lines waiting for stdout and stderr. Under load the request log wrote one line per request, a
 * system call each; the lines of one turn of the event loop now go out in one write, and any
 * still waiting when the process exits are written then (writes to files and pipes are
 * synchronous on Linux, so nothing is lost on process.exit).
 */
let waiting: { out: string; err: string } | undefined;

function flushWaiting(): void {
  if (!waiting) return;
  const { out, err } = waiting;
  waiting = undefined;
  if (out) process.stdout.write(out);
  if (err) process.stderr.write(err);
}
process.on('exit', flushWaiting);

const streamSink: LogSink = (level, line) => {
  if (!waiting) {
    waiting = { out: '', err: '' };
    setImmediate(flushWaiting);
  }
  if (level === 'error' || level === 'warn') waiting.err += `${line}\n`;
  else waiting.out += `${line}\n`;
};
let sink: LogSink = streamSink;

export function setLogLevel(level: Level | 'silent'): void {
  threshold = level;
}

/** Sends log lines to `next` (undefined restores stdout/stderr). */
export function setLogSink(next: LogSink | undefined): void {
  sink = next ?? streamSink;
}

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  if (order[level] < order[threshold]) return;
  sink(level, JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }));
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};

/**
 * Path segments that are capabilities: whoever reads them can use them. A GP share link's token
 * (/api/shared/<token>), a sign-in interaction (/idp/interaction/<uid>), a payment page
 * (/payments-sandbox/checkout/<id>) and the shared-report page of the web app (/share/<token>).
 */
const CAPABILITY_PATHS: RegExp[] = [
  /^(\/+api\/+shared\/+)[^/]+/i,
  /^(\/+share\/+)[^/]+/i,
  /^(\/+idp\/+interaction\/+)[^/]+/i,
  /^(\/+idp\/+session\/+end\/+confirm\/+)[^/]+/i,
  /^(.*\/checkout\/+)[^/]+/i,
];

/** A segment any of CAPABILITY_PATHS needs: most paths (every API call's log line) have none. */
const MAYBE_CAPABILITY = /\/(?:shared?|interaction|confirm|checkout)\//i;

/**
 * A path segment that looks like a random token wherever it appears (a share link typed with
 * another case or an extra slash, which the web app may still open): 32 or more base64url
 * characters with both upper and lower case. Ids stay readable: UUIDs and help-article slugs
 * are one case.
 */
function looksLikeToken(segment: string): boolean {
  return /^[\w-]{32,}$/.test(segment) && /[A-Z]/.test(segment) && /[a-z]/.test(segment);
}

/** The path of a URL without its query string, fragment or capability segments. */
export function redactUrl(url: string): string {
  const cut = url.search(/[?#]/);
  let path = cut === -1 ? url : url.slice(0, cut);
  if (MAYBE_CAPABILITY.test(path))
    for (const pattern of CAPABILITY_PATHS) path = path.replace(pattern, '$1[redacted]');
  return path
    .split('/')
    .map((segment) => (looksLikeToken(segment) ? '[redacted]' : segment))
    .join('/');
}

/** Quoted values in database messages (`invalid input syntax for type uuid: "…"`). */
function withoutQuotedValues(message: string): string {
  return message.replace(/"[^"]*"/g, '"…"');
}

/**
 * Email addresses in a message: a mail server's refusal quotes the recipient ("550 5.1.1
 * <jane@example.com>: Recipient address rejected"), and nodemailer puts the reply in its error.
 */
const EMAIL_ADDRESS = /[^\s<>@"'(),;:[\]]+@[^\s<>@"'(),;:[\]]+/g;

function withoutEmails(message: string): string {
  return message.replace(EMAIL_ADDRESS, '[email]');
}

/**
 * An error's class and message, without stack or attached request data. A failed SQL statement
 * (drizzle's "Failed query: <sql>\nparams: <values>") keeps its SQL text and loses its values,
 * which are customers' data; the database's own reason keeps its code but not quoted values.
 * Email addresses in any message become "[email]".
 */
export function describeError(error: unknown): {
  errorName: string;
  errorMessage: string;
  dbCode?: string;
} {
  const described = describeRaw(error);
  return { ...described, errorMessage: withoutEmails(described.errorMessage) };
}

function describeRaw(error: unknown): ReturnType<typeof describeError> {
  if (!(error instanceof Error)) return { errorName: 'UnknownError', errorMessage: 'non-error' };
  const paramsAt = error.message.indexOf('\nparams:');
  if (paramsAt !== -1 || error.name === 'DrizzleQueryError') {
    const sqlText = paramsAt === -1 ? error.message : error.message.slice(0, paramsAt);
    const cause = error.cause instanceof Error ? error.cause : undefined;
    const code = (cause as { code?: unknown } | undefined)?.code;
    return {
      errorName: error.name,
      errorMessage: `${sqlText}${cause ? ` (${withoutQuotedValues(cause.message)})` : ''}`,
      ...(typeof code === 'string' ? { dbCode: code } : {}),
    };
  }
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
    return {
      errorName: error.name,
      errorMessage: withoutQuotedValues(error.message),
      dbCode: code,
    };
  return { errorName: error.name, errorMessage: error.message };
}
