import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Command } from '../command';
import { vigilMcpServer } from '../mcp/server';

export const mcp: Command = {
  name: 'mcp',
  usage: '[--allow-writes]',
  summary: 'An MCP server on stdin/stdout for AI assistants (tests and cases with --allow-writes).',
  options: { 'allow-writes': { type: 'boolean' } },
  async run(context, values) {
    const server = vigilMcpServer(context, values['allow-writes'] === true);
    const transport = new StdioServerTransport();
    // The client ends the session by closing stdin (MCP stdio transport): then the command ends.
    const ended = new Promise<void>((resolve) => {
      process.stdin.once('end', resolve);
      transport.onclose = resolve;
    });
    await server.connect(transport);
    await ended;
    await server.close();
    // stdout carried the protocol: nothing more may be written to it.
    return { exitCode: 0, data: null, text: '', printed: true };
  },
};
