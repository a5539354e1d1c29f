import type { Endpoint, EndpointName, ResponseOf } from '@vigil/contract';
import { loadContract } from '../contract/load-contract';

// webpack writes the version of the contract this build was made with here
// (tooling/webpack/create-config.ts); Node tests have none, so they check every answer.
declare const __VIGIL_CONTRACT_VERSION__: string | undefined;

/** The contract this build checks answers with, or undefined where there is no build. */
function buildContractVersion(): string | undefined {
  return typeof __VIGIL_CONTRACT_VERSION__ === 'string' ? __VIGIL_CONTRACT_VERSION__ : undefined;
}

/** Whether an answer naming this contract version was checked by this build's own schemas. */
export function checkedWithOwnContract(contractVersion: unknown): boolean {
  const own = buildContractVersion();
  return own !== undefined && contractVersion === own;
}

/**
 * An answer of `name`, ready to use (decision 014). The API passes every answer of the endpoint
 * table through its response schema and names the contract it did so with (in the header
 * CONTRACT_VERSION_HEADER, api/src/http/route.ts); when that is this
 * build's own contract, checking it again here could only give the same result, so it is used as
 * it came and neither zod nor the schemas (36 KB and a phone's tenth of a second) are fetched for
 * it. Any other answer (another contract: an API or a host deployed apart; no version named) is
 * checked against the response schema here, and a mismatch throws instead of spreading bad data.
 */
export async function checkedAnswer<N extends EndpointName>(
  name: N,
  body: unknown,
  /** The answer's CONTRACT_VERSION_HEADER (absent: undefined or null). */
  contractVersion: unknown,
): Promise<ResponseOf<N>> {
  if (checkedWithOwnContract(contractVersion)) return body as ResponseOf<N>;
  const { endpoints } = await loadContract();
  return (endpoints[name] as Endpoint).response.parse(body) as ResponseOf<N>;
}
