import net from 'node:net';

/** Asks the OS for a currently free TCP port on 127.0.0.1 (never a standard one such as 5432 or 4222). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (!address || typeof address === 'string') {
        server.close();
        reject(new Error('could not read the port of a probe server'));
        return;
      }
      const { port } = address;
      server.close(() => resolve(port));
    });
  });
}
