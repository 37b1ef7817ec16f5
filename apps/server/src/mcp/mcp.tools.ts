// The tools an assistant gets at /api/mcp. Every call acts as the key's owner through the same services as the
// web app (ownership check first; edits through updateResume and updateLetter, so locks, versions and sanitising
// hold). A read key gets the read tools only. Input schemas are the zod contracts of @rb/schema.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ApiKeyScope } from '@rb/schema';
import type { AppDeps } from '../deps.ts';
import type { Owner } from '../resumes/resumes.service.ts';
import { registerLetterReadTools, registerLetterWriteTools } from './letter-tools.ts';
import { registerResumeReadTools, registerResumeWriteTools } from './resume-tools.ts';

export function createMcpServer(deps: AppDeps, owner: Owner, scope: ApiKeyScope): McpServer {
  const server = new McpServer({ name: 'resume-builder', version: deps.version });
  registerResumeReadTools(server, deps, owner);
  registerLetterReadTools(server, deps, owner);
  if (scope !== 'read-write') return server;
  registerLetterWriteTools(server, deps, owner);
  registerResumeWriteTools(server, deps, owner);
  return server;
}
