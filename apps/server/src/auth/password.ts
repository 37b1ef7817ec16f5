// argon2id through @node-rs/argon2 (prebuilt binary, no install script). The library's defaults
// (m=19 MiB, t=2, p=1) are the OWASP baseline for argon2id.
import { hash, verify, type Options } from '@node-rs/argon2';

// Algorithm.Argon2id; the enum is `const` and cannot be imported under verbatimModuleSyntax.
const options: Options = { algorithm: 2 as Options['algorithm'] };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

/** False (never a throw) for a malformed stored hash, so a damaged row cannot become a 500. */
export const verifyPassword = async (storedHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
};

/**
 * A fixed hash to verify against when no account matches, so that "no such user" takes as long as
 * "wrong password" and response times do not reveal which identifiers exist.
 */
let dummyHash: Promise<string> | undefined;
export const burnPasswordCheck = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('not-a-real-password-used-for-timing');
  await verifyPassword(await dummyHash, password);
};
