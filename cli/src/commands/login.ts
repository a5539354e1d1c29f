import { apiClient } from '../client';
import { passed, text, type Command } from '../command';
import { checkedUrl, DEFAULT_URL, storeConnection } from '../config';
import { usageError } from '../io';

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').trim();
}

/**
 * Checks the key against the API, then stores it with the origin for this user (0600). The key
 * comes from --key, VIGIL_API_KEY or stdin (`vigil login < key.txt`: not in the shell history).
 */
export const login: Command = {
  name: 'login',
  usage: '[--key KEY] [--url ORIGIN]',
  summary: 'Checks an API key (the /internal-api screen shows it) and stores it for this user.',
  options: { key: { type: 'string' } },
  offline: true,
  async run(context, values) {
    const env = context.io.env;
    const key = text(values, 'key') || env.VIGIL_API_KEY || (await readStdin());
    if (!key) throw usageError('give the API key: --key KEY, VIGIL_API_KEY or on stdin');
    const url = checkedUrl(text(values, 'url') || env.VIGIL_URL || DEFAULT_URL);
    await apiClient({ url, key })('listSites', { query: { limit: 1 } });
    const file = storeConnection(env, { url, key });
    return passed({ url, config: file }, `Signed in to ${url}; key stored in ${file}`);
  },
};
