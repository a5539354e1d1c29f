import { hash, verify } from '@node-rs/argon2';

export interface PasswordCost {
  memoryKib: number;
  timeCost: number;
}

/** argon2id (the library's default algorithm) PHC string. */
export function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  return hash(password, { memoryCost: cost.memoryKib, timeCost: cost.timeCost, parallelism: 1 });
}

/**
 * Checks a password; with no stored hash it still spends the time of one verification, so the
 * answer's timing does not reveal whether the email has an account.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
  cost: PasswordCost,
): Promise<boolean> {
  if (!storedHash) {
    await hashPassword(password, cost);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
