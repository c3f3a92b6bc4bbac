// Small process helpers shared by the root scripts.
import { spawn, spawnSync } from 'node:child_process';
import { basename } from 'node:path';
import { createServer } from 'node:net';

/**
 * How to run pnpm from a script. `pnpm` is not always on the PATH: reached as `corepack pnpm start`,
 * only the running package manager knows where it is, and it says so in `npm_execpath`. So: that
 * path when it is pnpm's, else `pnpm` when the PATH has it, else corepack (shipped with Node).
 */
function resolvePnpm() {
  const execPath = process.env.npm_execpath;
  if (execPath && basename(execPath).startsWith('pnpm')) {
    return /\.[cm]?js$/.test(execPath)
      ? { command: process.execPath, prefix: [execPath] }
      : { command: execPath, prefix: [] };
  }
  const onPath = spawnSync('pnpm', ['--version'], { stdio: 'ignore' });
  if (!onPath.error && onPath.status === 0) return { command: 'pnpm', prefix: [] };
  return { command: 'corepack', prefix: ['pnpm'] };
}

let pnpm;
/** The command and arguments that run `pnpm <args>` here (`command` stays as given otherwise). */
export function resolveCommand(command, args) {
  if (command !== 'pnpm') return { command, args };
  pnpm ??= resolvePnpm();
  return { command: pnpm.command, args: [...pnpm.prefix, ...args] };
}

const described = (command, args) => [command, ...args].join(' ');

/** Spawns a command (pnpm resolved as above) with inherited output unless told otherwise. */
export function start(command, args, options = {}) {
  const resolved = resolveCommand(command, args);
  return spawn(resolved.command, resolved.args, { stdio: 'inherit', ...options });
}

/**
 * Runs a command with inherited output, or with its output handed to `onOutput` as text (its
 * stdout and stderr piped); resolves with its exit code (1 when it cannot start).
 */
export function run(command, args, { onOutput, ...options } = {}) {
  return new Promise((resolve) => {
    const stdio = onOutput ? { stdio: ['ignore', 'pipe', 'pipe'] } : {};
    const child = start(command, args, { ...options, ...stdio });
    if (onOutput)
      for (const out of [child.stdout, child.stderr]) out?.setEncoding('utf8').on('data', onOutput);
    // With pipes, 'close' comes once their last output is read ('exit' may come before it).
    child.on(onOutput ? 'close' : 'exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`\n✗ could not start \`${described(command, args)}\`: ${error.message}`);
      resolve(1);
    });
  });
}

/** Runs a command and, when it fails, says which step stopped and exits with its code. */
export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✗ stopped: \`${described(command, args)}\` failed (exit code ${code}).`);
    process.exit(code);
  }
}

/** The environment of a build meant to be served: production, whatever the shell's NODE_ENV says. */
export const productionBuildEnv = () => ({ ...process.env, NODE_ENV: 'production' });

/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
