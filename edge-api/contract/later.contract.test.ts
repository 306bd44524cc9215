import { describe, it } from 'vitest';

// Spec section 7 calls that later issues build; each becomes a real contract test with its issue.

describe('people search (issue 12)', () => {
  it.todo('POST /api/search {query} answers {users}, each with _id — issue 12');
});

describe('connections, under /api/connectUser (issue 13)', () => {
  it.todo('POST connect/{id} sends a request to the user id — issue 13');
  it.todo('GET requests lists pending requests, each {_id, senderUserId (a user object)} — issue 13');
  it.todo('PUT accept/{id} accepts by connectionId — issue 13');
  it.todo('PUT reject/{id} rejects by connectionId — issue 13');
  it.todo("GET getStatus/{id} answers connect, pending, received or connected, and a connections count — issue 13");
  it.todo("DELETE remove/{id} takes the other user's _id — issue 13");
  it.todo("GET /api/connectUser lists the user's connections — issue 13");
});

describe('donation, under /api/donation (issue 14)', () => {
  it.todo('POST {rollNumber, amount, donationType (One-Time, Monthly, Annual), message?} answers donation {id, amount} — issue 14');
  it.todo('POST /api/donation/verify, the payment provider callback — issue 14');
});
