/**
 * 'Edit Follow-Up' (SPEC.md sections 2 and 5): required engagement, status, date and time,
 * employee (or 'No employee'), the related engagement's id (read-only) and notes.
 */
import { TOASTS } from '@rentline/sync-protocol/texts';
import type { FollowUp } from '@rentline/sync-protocol/wire';
import { updateFollowUp } from '../api/update-follow-up';
import { useEngagementLookups } from '../api/use-engagement-lookups';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { ChangedElsewhereNotice } from '@/ui/changed-elsewhere-notice';
import { DialogShell, FormContent } from '@/ui/dialog-shell';
import { textOptions } from '@/ui/form-field';
import {
  followUpToForm,
  validateFollowUpEdit,
  type FollowUpEditForm,
} from './engagement-form-model';
import {
  DateTimeField,
  EmployeeField,
  NotesField,
  ReadOnlyField,
  SelectField,
} from './form-fields';
import { useEditFormState } from './use-form-state';

const LABELS = {
  required_engagement: 'Required Engagement',
  status: 'Status',
  date_time: 'Date and time',
  employee_id: 'Employee',
  engagement_id: 'Engagement',
  notes: 'Notes',
};

interface Props {
  followUp: FollowUp | null;
  onClose: () => void;
}

export function EditFollowUpDialog({ followUp, onClose }: Props) {
  return (
    <DialogShell open={!!followUp} onOpenChange={(open) => !open && onClose()}>
      {followUp && <EditFollowUpForm followUp={followUp} onDone={onClose} />}
    </DialogShell>
  );
}

function EditFollowUpForm({ followUp, onDone }: { followUp: FollowUp; onDone: () => void }) {
  const timeZone = useStoreTimeZone();
  const lookups = useEngagementLookups();
  const { edit, form, errors, change, saving, save } = useEditFormState<FollowUp, FollowUpEditForm>(
    followUp,
    (f) => followUpToForm(f, timeZone),
    LABELS,
  );

  const submit = () =>
    save(
      validateFollowUpEdit(form, timeZone, edit.base as unknown as FollowUp),
      (data) =>
        updateFollowUp(followUp.id, data, { base: edit.base, baseVersion: edit.baseVersion }),
      { saved: TOASTS.followUpUpdated, failed: TOASTS.followUpUpdateFailed },
      onDone,
    );

  return (
    <FormContent
      title="Edit Follow-Up"
      description="Change the follow-up's details or status."
      submitLabel="Update Follow-Up"
      submitting={saving}
      onSubmit={() => void submit()}
    >
      <ChangedElsewhereNotice fields={edit.changedUnderneath} onDismiss={edit.dismissChanged} />
      <SelectField
        label="Required Engagement"
        name="required_engagement"
        required
        placeholder="Select required engagement"
        value={form.required_engagement}
        options={textOptions(lookups?.requiredTypes ?? [])}
        error={errors.required_engagement}
        onChange={(v) => change({ required_engagement: v })}
      />
      <SelectField
        label="Status"
        name="status"
        required
        placeholder="Select status"
        value={form.status}
        options={textOptions(lookups?.followUpStatuses ?? [])}
        error={errors.status}
        onChange={(v) => change({ status: v })}
      />
      <DateTimeField
        required
        timeZone={timeZone}
        value={form.date_time}
        error={errors.date_time}
        onChange={(v) => change({ date_time: v })}
      />
      <EmployeeField
        employees={lookups?.employees}
        value={form.employee_id}
        error={errors.employee_id}
        onChange={(v) => change({ employee_id: v })}
      />
      <ReadOnlyField label="Related Engagement ID" value={form.engagement_id || 'None'} />
      <NotesField value={form.notes} onChange={(v) => change({ notes: v })} />
    </FormContent>
  );
}
