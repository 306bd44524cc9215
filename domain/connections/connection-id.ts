import { hashedUuid } from '../hashed-uuid.ts';

/**
 * The id of the connection between two members: the same whoever asks, on the server and on a
 * device, so a request made offline names the row the server will keep (docs/decisions/0078).
 */
export async function connectionIdOf(a: string, b: string): Promise<string> {
  const [low, high] = [a.toLowerCase(), b.toLowerCase()].sort();
  return hashedUuid(`connection:${low}:${high}`);
}
