import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { CliError } from '../io';

/** `limit`/`offset` as every list tool takes them (the API's own bounds: 1-100, from 0). */
export const PAGING = {
  limit: z.number().int().min(1).max(100).optional().describe('How many (1-100, default 10)'),
  offset: z.number().int().min(0).optional().describe('How many to skip (next_offset)'),
};

export const SITE = z
  .string()
  .min(1)
  .describe("A site's id or its URL, as list_sites answers them");

/**
 * Registers a tool answering compact JSON. A refusal of the API (not found, bad input, refused
 * key) is the tool's error result in the CLI's words, so the assistant can correct itself.
 */
export function jsonTool<Shape extends z.ZodRawShape>(
  server: McpServer,
  name: string,
  description: string,
  shape: Shape,
  answer: (args: z.infer<z.ZodObject<Shape>>) => Promise<unknown>,
  write = false,
): void {
  server.registerTool(
    name,
    {
      description,
      inputSchema: shape,
      annotations: { readOnlyHint: !write, openWorldHint: false },
    },
    // The SDK types the handler's arguments from the shape; zod checked them already.
    (async (args: z.infer<z.ZodObject<Shape>>): Promise<CallToolResult> => {
      try {
        const data = await answer(args);
        return { content: [{ type: 'text', text: JSON.stringify(data) }] };
      } catch (error) {
        if (!(error instanceof CliError)) throw error;
        return { isError: true, content: [{ type: 'text', text: error.message }] };
      }
    }) as never,
  );
}
