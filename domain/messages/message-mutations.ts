import { defineMutations } from '../sync/define-mutations.ts';
import { BlockArgsSchema, ConversationSeqArgsSchema, DeleteMessageArgsSchema, ReadReceiptsArgsSchema, ReportMessageArgsSchema, SendMessageArgsSchema } from './message.ts';

/** A member's message writes (issue 31), each queued offline and replayed once, in order. */
export const messageMutations = defineMutations({
  sendMessage: { args: SendMessageArgsSchema },
  deleteMessage: { args: DeleteMessageArgsSchema },
  markConversationRead: { args: ConversationSeqArgsSchema },
  markConversationDelivered: { args: ConversationSeqArgsSchema },
  blockMember: { args: BlockArgsSchema },
  unblockMember: { args: BlockArgsSchema },
  reportMessage: { args: ReportMessageArgsSchema },
  setReadReceipts: { args: ReadReceiptsArgsSchema },
});
