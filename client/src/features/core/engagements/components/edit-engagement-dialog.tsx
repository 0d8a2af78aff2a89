/**
 * 'Edit Engagement' (SPEC.md sections 2 and 5): contact type, initial engagement, date and time,
 * contact, customer and employee (each with its "No ..." choice) and notes. Only the fields that
 * changed are queued.
 */
import { TOASTS } from '@rentline/sync-protocol/texts';
import type { Engagement } from '@rentline/sync-protocol/wire';
import { updateEngagement } from '../api/update-engagement';
import { useEngagementLookups } from '../api/use-engagement-lookups';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { ChangedElsewhereNotice } from '@/ui/changed-elsewhere-notice';
import { DialogShell, FormContent } from '@/ui/dialog-shell';
import {
  engagementToForm,
  validateEngagementEdit,
  type EngagementEditForm,
} from './engagement-form-model';
import { DateTimeField, EmployeeField, NotesField, SelectField } from './form-fields';
import { SearchPicker } from '@/ui/search-picker';
import { textOptions } from '@/ui/form-field';
import { ContactPicker } from './contact-picker';
import { idOptions } from './options';
import { useEditFormState } from './use-form-state';

const LABELS = {
  contact_type: 'Contact Type',
  initial_engagement: 'Initial Engagement',
  engagement_date_time: 'Date and time',
  contact_id: 'Contact',
  customer_id: 'Customer',
  employee_id: 'Employee',
  notes: 'Notes',
};

interface Props {
  engagement: Engagement | null;
  onClose: () => void;
}

export function EditEngagementDialog({ engagement, onClose }: Props) {
  return (
    <DialogShell open={!!engagement} onOpenChange={(open) => !open && onClose()}>
      {engagement && <EditEngagementForm engagement={engagement} onDone={onClose} />}
    </DialogShell>
  );
}

function EditEngagementForm({
  engagement,
  onDone,
}: {
  engagement: Engagement;
  onDone: () => void;
}) {
  const timeZone = useStoreTimeZone();
  const lookups = useEngagementLookups();
  const { edit, form, errors, change, saving, save } = useEditFormState<
    Engagement,
    EngagementEditForm
  >(engagement, (e) => engagementToForm(e, timeZone), LABELS);

  const submit = () =>
    save(
      validateEngagementEdit(form, timeZone, edit.base as unknown as Engagement),
      (data) =>
        updateEngagement(engagement.id, data, { base: edit.base, baseVersion: edit.baseVersion }),
      { saved: TOASTS.engagementUpdated, failed: TOASTS.engagementUpdateFailed },
      onDone,
    );

  return (
    <FormContent
      title="Edit Engagement"
      description="Change the details of this engagement."
      submitLabel="Update Engagement"
      submitting={saving}
      onSubmit={() => void submit()}
    >
      <ChangedElsewhereNotice fields={edit.changedUnderneath} onDismiss={edit.dismissChanged} />
      <SelectField
        label="Contact Type"
        name="contact_type"
        required
        placeholder="Select contact type"
        value={form.contact_type}
        options={textOptions(lookups?.contactTypes ?? [])}
        error={errors.contact_type}
        onChange={(v) => change({ contact_type: v })}
      />
      <SelectField
        label="Initial Engagement"
        name="initial_engagement"
        required
        placeholder="Select engagement type"
        value={form.initial_engagement}
        options={textOptions(lookups?.initialTypes ?? [])}
        error={errors.initial_engagement}
        onChange={(v) => change({ initial_engagement: v })}
      />
      <DateTimeField
        required
        timeZone={timeZone}
        value={form.engagement_date_time}
        error={errors.engagement_date_time}
        onChange={(v) => change({ engagement_date_time: v })}
      />
      <ContactPicker
        label="Contact"
        name="contact_id"
        value={form.contact_id}
        clearValue="none"
        placeholder="No contact"
        error={errors.contact_id}
        onChange={(v) => change({ contact_id: v })}
      />
      <SearchPicker
        label="Customer"
        name="customer_id"
        value={form.customer_id}
        clearValue="none"
        placeholder="No customer"
        options={idOptions(lookups?.customers ?? [])}
        error={errors.customer_id}
        onChange={(v) => change({ customer_id: v })}
      />
      <EmployeeField
        employees={lookups?.employees}
        value={form.employee_id}
        error={errors.employee_id}
        onChange={(v) => change({ employee_id: v })}
      />
      <NotesField value={form.notes} onChange={(v) => change({ notes: v })} />
    </FormContent>
  );
}
