/**
 * `pnpm admin:create [--email E] [--name N] [--password P] [--role R] [--reset]`: creates a back-office admin
 * in the configured database (DATABASE_URL, else the SQLite file), asking for what the flags omit.
 * The password is asked twice without echo; prefer that to --password, which shell history keeps.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { adminCreateCommand, CommandError, type CommandIo } from '../auth/admin-create-command.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';

const usage = `Usage: pnpm admin:create [--email <email>] [--name <name>] [--password <password>] [--role <role>] [--reset]
  --role    owner, operations, finance or content (default: owner for the first admin, else operations)
  --reset   give an existing admin a new password (signs out their sessions)`;

/**
 * Asks for one line. On a terminal each question gets its own readline (hidden ones are read in raw
 * mode, without echo); from a pipe all questions share one line reader, since the first reader would
 * otherwise swallow every buffered line.
 */
let pipedLines: AsyncIterator<string> | undefined;

async function prompt(question: string, { hidden = false } = {}): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) {
    stdout.write(question);
    pipedLines ??= createInterface({ input: stdin, terminal: false })[Symbol.asyncIterator]();
    const next = await pipedLines.next();
    stdout.write('\n');
    if (next.done) throw new CommandError('The input ended before every answer was given.');
    return next.value;
  }
  if (hidden) return readHidden(question);
  const rl = createInterface({ input: stdin, output: stdout });
  try {
    return await rl.question(question);
  } finally {
    rl.close();
  }
}

function readHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003') return finish(new CommandError('Cancelled.'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  try {
    // Only the schema: bootstrap steps (such as the first-admin step) are the server's business.
    await migrateToLatest(database.db);
    const io: CommandIo = { prompt, print: (line) => console.log(line) };
    await adminCreateCommand(database.db, values, io);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    // A wrong flag (node's parseArgs): show what the flags are.
    if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) console.error(usage);
    process.exit(1);
  },
);
