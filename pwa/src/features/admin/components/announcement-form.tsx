import { useState, type FormEvent } from 'react';
import { ANNOUNCEMENT_TITLE_MAX } from '#domain/announcements/announcement.ts';
import { fieldErrors } from '#domain/validation.ts';
import { TextField } from '#pwa/components/form/text-field.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { ConfirmDialog } from '#pwa/components/ui/confirm-dialog.tsx';
import { toast } from '#pwa/lib/toast.ts';
import { createAnnouncement } from '../api/create-announcement.ts';
import { useAudienceReach } from '../hooks/use-audience-reach.ts';
import { AnnouncementBodyField } from './announcement-body-field.tsx';
import { AnnouncementLinkField, NO_LINK, type LinkDraft } from './announcement-link-field.tsx';
import { AudienceFields, EMPTY_AUDIENCE, toAudience, type AudienceDraft } from './audience-fields.tsx';
import { AudienceReach, membersText } from './audience-reach.tsx';
import { formatMoment } from './format-time.ts';
import { SendTimeFields, type SendTime } from './send-time-fields.tsx';

const EMPTY = { title: '', body: '', link: NO_LINK as LinkDraft, audience: EMPTY_AUDIENCE, when: { mode: 'now', at: '' } as SendTime };

/** The local time a datetime-local input holds, as an ISO instant; '' when it holds none. */
const isoOf = (local: string) => {
  const t = local ? new Date(local).getTime() : NaN;
  return Number.isNaN(t) ? '' : new Date(t).toISOString();
};

/** Compose: title, body with its preview, the audience and its count, now or at a time; asks before it goes. */
export function AnnouncementForm() {
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const audience = toAudience(draft.audience);
  const reach = useAudienceReach(audience);
  const sendAt = draft.when.mode === 'later' ? isoOf(draft.when.at) : null;
  const members = reach.settled ? reach.data?.members : undefined;

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!draft.title.trim()) local.title = 'Please add a title';
    if (!draft.body.trim()) local.body = 'Please write the announcement';
    if (sendAt === '') local.sendAt = 'Choose a date and time';
    if (draft.link.kind && !draft.link.id) local.link = 'Choose what to link to, or link to nothing';
    setErrors(local);
    if (Object.keys(local).length === 0) setConfirming(true);
  };

  const send = async () => {
    setConfirming(false);
    setBusy(true);
    const link = draft.link.kind && draft.link.id ? { kind: draft.link.kind, id: draft.link.id } : null;
    const result = await createAnnouncement({ title: draft.title, body: draft.body, audience, sendAt: sendAt || null, link });
    setBusy(false);
    if (!result.ok) {
      setErrors(fieldErrors(result.issues));
      toast.error(result.message);
      return;
    }
    toast.success(sendAt ? `Scheduled for ${formatMoment(sendAt)}` : 'Announcement sent');
    setDraft({ ...EMPTY, audience: draft.audience });
  };

  const reachText = members === undefined ? 'the audience' : membersText(members);
  return (
    <form noValidate onSubmit={ask} aria-labelledby="compose-heading" className="mt-6 space-y-6">
      <h2 id="compose-heading" className="text-xl font-bold text-slate-900 dark:text-white">
        New announcement
      </h2>
      <TextField
        id="announcement-title"
        label="Title"
        value={draft.title}
        maxLength={ANNOUNCEMENT_TITLE_MAX}
        onChange={(e) => setDraft({ ...draft, title: e.target.value })}
        error={errors.title}
      />
      <AnnouncementBodyField value={draft.body} onChange={(body) => setDraft({ ...draft, body })} error={errors.body} />
      <AnnouncementLinkField value={draft.link} onChange={(link) => setDraft({ ...draft, link })} error={errors.link} />
      <AudienceFields draft={draft.audience} onChange={(a: AudienceDraft) => setDraft({ ...draft, audience: a })} errors={errors} />
      <AudienceReach audience={audience} reach={reach} />
      <SendTimeFields value={draft.when} onChange={(when) => setDraft({ ...draft, when })} error={errors.sendAt} />
      <button type="submit" disabled={busy} className={buttonClasses('primary', 'lg')}>
        {busy ? 'Saving ...' : sendAt === null ? 'Send now' : 'Schedule'}
      </button>
      {confirming && (
        <ConfirmDialog
          title={sendAt ? `Schedule for ${reachText}?` : `Send to ${reachText}?`}
          confirm={sendAt ? 'Schedule' : 'Send'}
          onConfirm={() => void send()}
          onClose={() => setConfirming(false)}
        >
          “{draft.title.trim()}” {sendAt ? `goes out on ${formatMoment(sendAt)}` : 'goes out now'}. It cannot be changed once sent.
        </ConfirmDialog>
      )}
    </form>
  );
}
