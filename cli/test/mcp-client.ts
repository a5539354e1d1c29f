import { resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CliWorld } from './cli-world';

const BIN = resolve(__dirname, '../bin/vigil.cjs');

/** `vigil mcp …flags` as an assistant starts it: the installed bin, spawned by the SDK's client. */
export async function connectMcp(world: CliWorld, ...flags: string[]): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, 'mcp', ...flags],
    env: { VIGIL_API_KEY: world.key, VIGIL_URL: world.url, XDG_CONFIG_HOME: world.dir },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'vigil-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

/** A tool's answer: the JSON it returned, or its error's words. */
export async function callTool(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = await client.callTool({ name, arguments: args });
  const [first] = result.content as { type: string; text: string }[];
  return result.isError ? { error: first!.text } : (JSON.parse(first!.text) as unknown);
}
