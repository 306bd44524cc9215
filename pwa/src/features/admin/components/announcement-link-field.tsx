import { ANNOUNCEMENT_LINK_KINDS, type AnnouncementLinkKind } from '#domain/announcements/announcement.ts';
import { controlClasses, FieldShell } from '#pwa/components/form/field-shell.tsx';
import { useLinkTargets } from '../api/announcement-link-targets.ts';

export type LinkDraft = { kind: AnnouncementLinkKind | ''; id: string };
export const NO_LINK: LinkDraft = { kind: '', id: '' };

const NOUN: Record<AnnouncementLinkKind, string> = { event: 'event', fund: 'fund', job: 'job' };

/** 'Link to': none, or an event, a fund or a job chosen from those still open. */
export function AnnouncementLinkField({ value, onChange, error }: { value: LinkDraft; onChange: (link: LinkDraft) => void; error?: string }) {
  const targets = useLinkTargets(value.kind !== '');
  const kind = value.kind;
  const options = kind && targets.data ? targets.data[kind] : [];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FieldShell id="announcement-link-kind" label="Link to (optional)">
        {() => (
          <select
            id="announcement-link-kind"
            value={value.kind}
            onChange={(e) => onChange({ kind: e.target.value as LinkDraft['kind'], id: '' })}
            className={controlClasses(false)}
          >
            <option value="">Nothing</option>
            {Object.entries(ANNOUNCEMENT_LINK_KINDS).map(([kind, label]) => (
              <option key={kind} value={kind}>{label}</option>
            ))}
          </select>
        )}
      </FieldShell>
      {kind && (
        <FieldShell
          id="announcement-link-target"
          label={`Which ${NOUN[kind]}`}
          error={error}
          hint={targets.status === 'error' ? 'Could not load the list: check the connection.' : undefined}
        >
          {(describedBy) => (
            <select
              id="announcement-link-target"
              value={value.id}
              onChange={(e) => onChange({ ...value, id: e.target.value })}
              aria-describedby={describedBy}
              aria-invalid={!!error || undefined}
              className={controlClasses(!!error)}
            >
              <option value="">{targets.status === 'loading' ? 'Loading ...' : options.length ? `Choose the ${NOUN[kind]}` : `No open ${NOUN[kind]}s`}</option>
              {options.map((o) => (
                <option key={o.id} value={o.id}>{o.title}</option>
              ))}
            </select>
          )}
        </FieldShell>
      )}
    </div>
  );
}
