// How a server lets go of its clients' kept-alive connections when it leaves and stops, without
// closing one under a request its client is sending that instant.
import type http from 'node:http';
import net from 'node:net';
import type { ApolloServerPlugin } from '@apollo/server';

/**
 * A process that is leaving (a rolling deploy is replacing it) answers every request from now on with
 * `Connection: close` and closes that connection after the answer, so each client lets go of its
 * connections one by one, each after an answer it received. Closing idle keep-alive connections from
 * this side instead races a client sending on one that instant: that request is lost with a reset,
 * and a POST cannot safely be sent again. By the time the server stops (SHUTDOWN_DRAIN_MS later),
 * clients have closed the connections they left idle themselves (their idle timeout is shorter), and
 * the stop (drainConnections) waits a while for those that have not.
 */
export function closeEachConnectionAfterItsAnswer(server: http.Server): void {
  if (closingServers.has(server)) return;
  closingServers.add(server);
  // Before the app's own listener, so that the header is set before anything is written.
  server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
  });
}
const closingServers = new WeakSet<http.Server>();

export interface ConnectionDrainOptions {
  /**
   * After the server was told to leave: how long a connection left idle is given for its client to
   * close it before the server ends it (default 4 s). Our clients let go of an idle connection after
   * 1 s, but on a busy machine their timers run seconds late.
   */
  idleWaitMs?: number;
  /** After this long every connection still open is destroyed, requests in flight or not (default 10 s). */
  hardStopMs?: number;
}

/**
 * Apollo's drain step for `server`, in place of its own ApolloServerPluginDrainHttpServer, which ends
 * every idle connection the moment the server stops (as Node's server.close() does): a client sending
 * a request on one of them that instant has it reset, and a request that is not safe to repeat
 * (a mutation, a checkout without its key) then fails although the server never read it. Here the
 * listener closes (a new connection is refused, which every client may retry elsewhere), each request
 * in flight is answered with `Connection: close`, and connections left idle are the clients' to close;
 * only those still open after `idleWaitMs` are ended from this side. A server stopped without
 * leaving first (a test's in-process stop) ends its idle connections at once, as before.
 */
export function drainConnections(server: http.Server, options: ConnectionDrainOptions = {}): ApolloServerPlugin {
  const idleWaitMs = options.idleWaitMs ?? 4000;
  const hardStopMs = options.hardStopMs ?? 10_000;
  /** Each open connection and how many of its requests are unanswered. */
  const connections = new Map<net.Socket, number>();
  let stopping = false;
  /** Once true, a connection is ended as soon as it has no request in flight. */
  let endWhenIdle = false;

  server.on('connection', (socket: net.Socket) => {
    connections.set(socket, 0);
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const socket = req.socket;
    connections.set(socket, (connections.get(socket) ?? 0) + 1);
    res.once('close', () => {
      const pending = (connections.get(socket) ?? 1) - 1;
      if (!connections.has(socket)) return;
      connections.set(socket, pending);
      if (pending === 0 && endWhenIdle) socket.end();
    });
  });
  const endIdleConnections = () => {
    endWhenIdle = true;
    for (const [socket, pending] of connections) if (pending === 0) socket.end();
  };

  return {
    async serverWillStart() {
      return {
        async drainServer() {
          if (stopping) return;
          stopping = true;
          const clientsLetGo = closingServers.has(server);
          closeEachConnectionAfterItsAnswer(server);
          // net.Server's close, not http.Server's: the listener closes, idle connections stay open.
          const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
          const timers = [
            setTimeout(() => {
              endIdleConnections();
            }, clientsLetGo ? idleWaitMs : 0),
            setTimeout(() => {
              for (const socket of connections.keys()) socket.destroy();
            }, hardStopMs),
          ];
          await closed;
          for (const timer of timers) clearTimeout(timer);
        },
      };
    },
  };
}
