import { defineMutations } from '../sync/define-mutations.ts';
import { CancelEventArgsSchema, CheckInArgsSchema, CreateEventArgsSchema, RsvpEventArgsSchema, SetEventHostsArgsSchema, UpdateEventArgsSchema } from './event.ts';

/** Events' writes: the admin's (online, through REST) and the members' and hosts' (queued offline). */
export const eventMutations = defineMutations({
  createEvent: { args: CreateEventArgsSchema },
  updateEvent: { args: UpdateEventArgsSchema },
  cancelEvent: { args: CancelEventArgsSchema },
  setEventHosts: { args: SetEventHostsArgsSchema },
  rsvpEvent: { args: RsvpEventArgsSchema },
  checkInTicket: { args: CheckInArgsSchema },
});
