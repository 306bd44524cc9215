import { hashedUuid } from '../hashed-uuid.ts';

/**
 * A member's RSVP to an event, and the ticket it carries when they are going: one id per member
 * and event, made the same way on a device and the server, so an RSVP made offline names its row.
 */
export const rsvpIdOf = (eventId: string, userId: string): Promise<string> =>
  hashedUuid(`rsvp:${eventId.toLowerCase()}:${userId.toLowerCase()}`);
