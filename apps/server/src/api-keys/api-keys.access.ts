// Where a key may act. A key stands for its owner on the resume and letter calls (`/api/resume…`,
// `/api/letter…`) and on the MCP endpoint, nowhere else: account, password, two-factor, email and the key calls themselves never see a key
// as a user, so they answer 401 as to a stranger. A read key may only read (GET and HEAD); its MCP session
// offers the read tools alone (mcp/resume-tools.ts, mcp/letter-tools.ts).
import type { ApiKeyScope } from '@rb/schema';

export const mcpPath = '/api/mcp';

const readMethods = new Set(['GET', 'HEAD']);

/** The documents' calls: the resume's and, mirroring them, the letter's (docs/product.md#letter-calls). */
const documentRoots = ['/api/resume', '/api/letter'];

/** Whether a key may stand for its owner on this route (`routeUrl` as registered, e.g. /api/resume/:id). */
export const keyReachesRoute = (routeUrl: string | undefined): boolean =>
  routeUrl !== undefined &&
  (routeUrl === mcpPath ||
    documentRoots.some((root) => routeUrl === root || routeUrl.startsWith(`${root}/`)));

/** Whether the scope allows the method on a route the key reaches. */
export const scopeAllows = (scope: ApiKeyScope, method: string, routeUrl: string | undefined): boolean =>
  scope === 'read-write' || routeUrl === mcpPath || readMethods.has(method);
