import { once } from 'node:events';
import net from 'node:net';

/**
 * One embedded-database start-up at a time across the test worker processes.
 *
 * Node can die with a native SIGSEGV when several processes initialise PGlite's WebAssembly
 * PostgreSQL at the same moment (nodejs/node#64500, electric-sql/pglite#1053; open upstream).
 * It killed a test worker once in our CI (beat-times.int.test.ts starting its database, Pacific/
 * Auckland run of c7cc657, slow machine kind). A start takes under a second from the dump, so
 * taking turns costs little.
 *
 * The gate is a Unix socket served by the global setup: each connection is a place in the queue,
 * "go" is the turn, and closing the connection ends it. A worker that dies holding the turn
 * closes its socket with it, so no stale lock is left for the others to wait on.
 */
export const START_GATE_ENV = 'HEARTCHECK_TEST_PGLITE_GATE';

/** Serves the gate at `socketPath`; close the server to stop it. */
export async function serveStartGate(socketPath: string): Promise<net.Server> {
  const waiting: net.Socket[] = [];
  let holder: net.Socket | undefined;
  const next = () => {
    holder = waiting.shift();
    holder?.write('go\n');
  };
  const server = net.createServer((socket) => {
    // A worker that ends abruptly resets its socket; its close below still passes the turn on.
    socket.on('error', () => undefined);
    socket.once('close', () => {
      if (socket === holder) next();
      else if (waiting.includes(socket)) waiting.splice(waiting.indexOf(socket), 1);
    });
    waiting.push(socket);
    if (!holder) next();
  });
  server.listen(socketPath);
  await once(server, 'listening');
  return server;
}

/** Runs `start` when it is this caller's turn at the gate named by the environment. */
export async function withStartGate<T>(start: () => Promise<T>): Promise<T> {
  const socketPath = process.env[START_GATE_ENV];
  if (!socketPath)
    throw new Error(
      `${START_GATE_ENV} is not set: run the tests through vitest (global setup serves the gate)`,
    );
  const socket = net.connect(socketPath);
  try {
    await turn(socket, socketPath);
    return await start();
  } finally {
    socket.destroy();
  }
}

/** Resolves at the gate's "go"; rejects if the gate cannot be reached or closes first. */
function turn(socket: net.Socket, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) =>
      reject(new Error(`the PGlite start gate at ${socketPath}: ${error.message}`));
    const closed = () => failed(new Error('closed before this turn'));
    socket.once('data', () => {
      socket.off('error', failed);
      socket.off('close', closed);
      resolve();
    });
    socket.once('error', failed);
    socket.once('close', closed);
  });
}
