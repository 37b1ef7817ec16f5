// Servers that tests start listen on the ports set aside for them; parallel test files (and the two
// database projects) take the next free one.
export const AUTH_TEST_PORTS = [3140, 3141, 3142, 3143, 3144, 3145, 3146, 3147, 3148, 3149];

export async function listenOnFirstFree(
  ports: number[],
  listen: (port: number) => Promise<unknown>,
): Promise<number> {
  for (const port of ports) {
    try {
      await listen(port);
      return port;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`No free port among ${ports.join(', ')}`);
}
