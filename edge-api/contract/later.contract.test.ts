import { describe, it } from 'vitest';

// Spec section 7 calls that later issues build; each becomes a real contract test with its issue.

describe('donation, under /api/donation (issue 14)', () => {
  it.todo('POST {rollNumber, amount, donationType (One-Time, Monthly, Annual), message?} answers donation {id, amount} — issue 14');
  it.todo('POST /api/donation/verify, the payment provider callback — issue 14');
});
