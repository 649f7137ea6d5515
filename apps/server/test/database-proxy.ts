import net from "node:net";

/**
 * A TCP proxy in front of the test database, so a test can take the database away and bring it back
 * while the app keeps running, as a network partition or a failover would.
 */
export async function startDatabaseProxy(databaseUrl: string) {
  const target = connectTarget(databaseUrl);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve) => {
      const listening = net.createServer((client) => {
        const upstream = net.connect(target);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server = listening;
      listening.listen(port, "127.0.0.1", () => {
        port = (listening.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();

  const url = new URL(databaseUrl);
  const proxiedUrl = `postgres://${url.username || "postgres"}${url.password ? `:${url.password}` : ""}@127.0.0.1:${port}${url.pathname}`;
  return {
    url: proxiedUrl,
    /** Drops every connection and refuses new ones. */
    async cut() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server?.close(() => resolve()));
    },
    restore: listen,
    close() {
      for (const socket of sockets) socket.destroy();
      server?.close();
    },
  };
}

function connectTarget(databaseUrl: string): net.NetConnectOpts {
  const url = new URL(databaseUrl);
  const socketDir = url.searchParams.get("host");
  const port = Number(url.searchParams.get("port") ?? url.port ?? 5432) || 5432;
  if (socketDir?.startsWith("/")) return { path: `${socketDir}/.s.PGSQL.${port}` };
  return { host: url.hostname, port };
}
