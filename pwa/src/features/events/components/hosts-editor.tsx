import { useState } from 'react';
import { toast } from '#pwa/lib/toast.ts';
import { EVENT_LIMITS, type EventPerson } from '#domain/events/event.ts';
import type { PersonCard } from '#domain/people/person-card.ts';
import { TextField } from '#pwa/components/form/text-field.tsx';
import { Avatar } from '#pwa/components/ui/avatar.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { searchMembers, setEventHosts } from '../api/admin-events.ts';

/** The admin names members as hosts: search, add, remove, save (PUT /api/events/{id}/hosts). */
export function HostsEditor({ eventId, initial }: { eventId: string; initial: EventPerson[] }) {
  const [hosts, setHosts] = useState<EventPerson[]>(initial);
  const [query, setQuery] = useState('');
  const [saving, setSaving] = useState(false);
  const q = query.trim();
  const found = useOnlineQuery(`event-host-search:${q}`, (signal) => searchMembers(q, signal), { enabled: q.length >= 2 });
  const add = (person: PersonCard) => {
    if (hosts.some((h) => h._id === person._id) || hosts.length >= EVENT_LIMITS.hosts) return;
    setHosts([...hosts, { _id: person._id, fullName: person.fullName, profilePicture: null }]);
    setQuery('');
  };
  const save = async () => {
    setSaving(true);
    const result = await setEventHosts(eventId, hosts.map((h) => h._id));
    setSaving(false);
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  };

  return (
    <section aria-labelledby="hosts-title" className="space-y-4">
      <h2 id="hosts-title" className="text-xl font-semibold text-slate-900 dark:text-white">Hosts</h2>
      <ul className="flex flex-wrap gap-2">
        {hosts.length === 0 && <li className="text-slate-600 dark:text-slate-400">No hosts yet: admins manage the event.</li>}
        {hosts.map((host) => (
          <li key={host._id} className="flex items-center gap-2 rounded-xl border border-slate-200 py-1 pr-1 pl-1.5 dark:border-slate-800">
            <Avatar name={host.fullName} src={host.profilePicture} />
            <span className="text-sm font-medium text-slate-800 dark:text-slate-200">{host.fullName}</span>
            <button type="button" className={buttonClasses('ghost', 'sm')} onClick={() => setHosts(hosts.filter((h) => h._id !== host._id))} aria-label={`Remove ${host.fullName}`}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      <TextField id="host-search" label="Add a host" type="search" placeholder="Name or roll number" value={query} onChange={(e) => setQuery(e.target.value)} />
      {q.length >= 2 && (
        <ul aria-label="Members found" className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {found.status === 'loading' && <li className="p-3 text-sm text-slate-600 dark:text-slate-400">Searching...</li>}
          {found.status === 'error' && <li className="p-3 text-sm text-red-700 dark:text-red-300">Search failed. Please try again.</li>}
          {found.status === 'success' && found.data.length === 0 && <li className="p-3 text-sm text-slate-600 dark:text-slate-400">No member found.</li>}
          {found.data?.slice(0, 8).map((person) => (
            <li key={person._id} className="flex items-center justify-between gap-3 p-3">
              <span className="text-sm text-slate-800 dark:text-slate-200">
                {person.fullName} · {person.rollNumber} · {person.batch}
              </span>
              <button type="button" className={buttonClasses('secondary', 'sm')} onClick={() => add(person)} aria-label={`Add ${person.fullName} as host`}>
                Add
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={buttonClasses('primary')} disabled={saving} onClick={() => void save()}>
        {saving ? 'Saving...' : 'Save hosts'}
      </button>
    </section>
  );
}
