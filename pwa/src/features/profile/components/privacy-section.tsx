import { AUDIENCE_LABELS, PRIVACY_FIELDS, PRIVACY_LABELS, privacyOf } from '#domain/profile/privacy.ts';
import type { Profile } from '#domain/profile/profile.ts';
import { DetailList } from './detail-list.tsx';
import { ProfileSection } from './profile-section.tsx';

/** The own profile's contact details and who may see them (the server applies the settings). */
export function PrivacySection({ profile, onEdit }: { profile: Profile; onEdit: () => void }) {
  // A profile kept on the device before a setting existed lacks it: the default holds until chosen.
  const privacy = privacyOf(profile.privacy);
  const rows: [string, string][] = [
    ['E-mail', profile.email ?? ''],
    ['Phone', profile.phone ?? 'Not added'],
    ...PRIVACY_FIELDS.map((f): [string, string] => [`${PRIVACY_LABELS[f]} visible to`, AUDIENCE_LABELS[privacy[f]]]),
  ];
  return (
    <ProfileSection id="contact-privacy" title="Contact and Privacy" action={{ label: 'Edit Privacy', onClick: onEdit }}>
      <DetailList rows={rows} />
    </ProfileSection>
  );
}
