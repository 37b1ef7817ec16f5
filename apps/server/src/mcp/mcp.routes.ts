// POST /api/mcp: the Model Context Protocol over Streamable HTTP, for assistants holding an API key. Stateless:
// each request gets a fresh server with the key's tools and answers in JSON, so any instance serves any call
// and nothing is kept between calls. GET (a notification stream) and DELETE (ending a session) have nothing
// to offer then and answer 405, as the transport's specification allows.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FeatureOptions } from '../deps.ts';
import { userOf } from '../auth/auth.guard.ts';
import { AppError } from '../http/app-error.ts';
import { createMcpServer } from './mcp.tools.ts';

const tags = ['mcp'];

export const mcpRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { requireUser } = deps.sessions;
  app.post(
    '/mcp',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description:
          'MCP (Streamable HTTP, JSON responses) with an API key as `Authorization: Bearer`. ' +
          'Tools: list_resumes, get_resume, print_resume, export_resume, check_resume, get_statistics, ' +
          'list_letters, get_letter, print_letter; with a read-write key also patch_resume, set_design, ' +
          'fit_to_pages, create_letter and update_letter.',
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      // A browser session is not an assistant's credential: only a key opens the endpoint.
      if (!request.apiKey) throw new AppError('Unauthorized');
      const server = createMcpServer(deps, user, request.apiKey.scope);
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      reply.hijack();
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  );

  const notAllowed = { schema: { tags, description: 'Not offered: the endpoint is stateless (405).' } };
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: '/mcp',
      ...notAllowed,
      handler: async (_request, reply) =>
        reply
          .code(405)
          .header('allow', 'POST')
          .send({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed.' }, id: null }),
    });
  }
};
