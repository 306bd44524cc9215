import { useState, type ChangeEvent } from 'react';
import { toast } from '#pwa/lib/toast.ts';
import type { FileSlot } from '#domain/profile/profile-files.ts';
import type { Profile } from '#domain/profile/profile.ts';
import { Avatar } from '#pwa/components/ui/avatar.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { removeProfileFile, uploadProfileFile, type FileResult } from '../api/profile-files.ts';
import { squarePhoto } from '../utils/square-photo.ts';
import { ProfileSection } from './profile-section.tsx';

// A file input inside its label: the label is the button people see; the input stays reachable by keyboard.
const pickerClasses = `${buttonClasses('secondary', 'sm')} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600`;

function FilePicker({ label, accept, busy, onFile }: { label: string; accept: string; busy: boolean; onFile: (file: File) => void }) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a refusal
    if (file) onFile(file);
  };
  return (
    <label className={`${pickerClasses} ${busy ? 'pointer-events-none opacity-60' : ''}`}>
      {label}
      <input type="file" accept={accept} className="sr-only" disabled={busy} onChange={onChange} />
    </label>
  );
}

/** The photo (cropped and scaled here) and the resume (a PDF): uploaded, replaced and removed online. */
export function ProfileFilesSection({ profile }: { profile: Profile }) {
  const [busy, setBusy] = useState<FileSlot | null>(null);
  const run = async (slot: FileSlot, work: () => Promise<FileResult>) => {
    setBusy(slot);
    try {
      const result = await work();
      if (result.ok) toast.success(result.message);
      else toast.error(result.message);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Upload failed');
    } finally {
      setBusy(null);
    }
  };
  const photo = (file: File) => void run('photo', async () => uploadProfileFile('photo', await squarePhoto(file), 'photo.webp'));
  const resume = (file: File) => void run('resume', () => uploadProfileFile('resume', file, file.name));

  return (
    <ProfileSection id="profile-files" title="Photo and Resume">
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="flex items-center gap-4">
          <Avatar name={profile.fullName} src={profile.profilePicture} size="lg" />
          <div className="flex flex-wrap gap-2">
            <FilePicker label={busy === 'photo' ? 'Uploading...' : profile.profilePicture ? 'Change photo' : 'Upload photo'} accept="image/*" busy={busy !== null} onFile={photo} />
            {profile.profilePicture && (
              <button type="button" className={buttonClasses('ghost', 'sm')} disabled={busy !== null} onClick={() => void run('photo', () => removeProfileFile('photo'))}>
                Remove photo
              </button>
            )}
          </div>
        </div>
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {profile.resume ? (
              <a href={profile.resume} target="_blank" rel="noopener" className="font-semibold text-indigo-700 underline dark:text-indigo-300">
                Open my resume
              </a>
            ) : (
              'No resume uploaded'
            )}
            <span className="block">A PDF of at most 2 MB.</span>
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <FilePicker label={busy === 'resume' ? 'Uploading...' : profile.resume ? 'Replace resume' : 'Upload resume'} accept="application/pdf,.pdf" busy={busy !== null} onFile={resume} />
            {profile.resume && (
              <button type="button" className={buttonClasses('ghost', 'sm')} disabled={busy !== null} onClick={() => void run('resume', () => removeProfileFile('resume'))}>
                Remove resume
              </button>
            )}
          </div>
        </div>
      </div>
    </ProfileSection>
  );
}
