import { hash, verify } from "@node-rs/argon2";

/** argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes). */
const ARGON2_OPTIONS = {
  // 2 is Algorithm.Argon2id: a const enum, which isolated modules cannot import.
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
