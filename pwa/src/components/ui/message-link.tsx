import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { conversationIdOf } from '#domain/messages/message.ts';
import { buttonClasses, type ButtonSize } from './button-styles.ts';

/**
 * 'Message' (issue 31): opens the thread with a connected member, a new one included (`with` names
 * the member until the conversation is on the device). Shared by the profile and the connections list.
 */
export function MessageLink({ me, other, size = 'md', className = '' }: { me: string; other: { _id: string; fullName: string }; size?: ButtonSize; className?: string }) {
  const [id, setId] = useState<string>();
  useEffect(() => {
    let live = true;
    void conversationIdOf(me, other._id).then((value) => live && setId(value));
    return () => {
      live = false;
    };
  }, [me, other._id]);
  return (
    <Link href={id ? `/messages/${id}?with=${other._id}` : '/messages'} aria-label={`Message ${other.fullName}`} className={buttonClasses('secondary', size, className)}>
      Message
    </Link>
  );
}
