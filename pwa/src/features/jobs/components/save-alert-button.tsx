import { useState } from 'react';
import { hasActiveFilters, type JobFilters } from '#domain/jobs/job-filters.ts';
import { BellIcon } from '#pwa/components/icons/common-icons.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { toast } from '#pwa/lib/toast.ts';
import { localSaveFailure } from '#pwa/sync/storage-error.ts';
import { saveJobAlert } from '../api/save-job-alert.ts';

/** 'Save as job alert': for a member, once a filter is set; a new job matching them notifies them. */
export function SaveAlertButton({ userId, filters }: { userId: string; filters: JobFilters }) {
  const [busy, setBusy] = useState(false);
  const active = hasActiveFilters(filters);
  const save = async () => {
    setBusy(true);
    try {
      await saveJobAlert(userId, filters);
      toast.success('Job alert saved');
    } catch (error) {
      toast.error(localSaveFailure(error, 'This job alert could not be saved on this device. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      disabled={!active || busy}
      onClick={() => void save()}
      title={active ? 'Be notified of new jobs matching these filters' : 'Set a filter first'}
      className={buttonClasses('secondary', 'md')}
    >
      <BellIcon className="size-4" />
      Save as job alert
    </button>
  );
}
