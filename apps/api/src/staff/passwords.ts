import { hash, verify } from "@node-rs/argon2";

/**
 * Passwords are kept as argon2id PHC strings with OWASP's minimum for argon2id (19 MiB, two
 * passes, one lane): about 30 ms a check on the server's core, slow enough against a stolen table.
 */
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize("NFKC"), options);
}

export function passwordMatches(stored: string, password: string): Promise<boolean> {
  return verify(stored, password.normalize("NFKC")).catch(() => false);
}

/**
 * A hash of no one's password, checked when a phone has no staff or no password, so an unknown
 * phone takes as long to refuse as a wrong password (no timing oracle for who works where).
 */
let decoy: Promise<string> | undefined;
export async function spendPasswordCheck(password: string): Promise<void> {
  decoy ??= hashPassword("not anyone's password");
  await passwordMatches(await decoy, password);
}
