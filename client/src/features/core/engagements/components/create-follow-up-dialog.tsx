/**
 * 'Create Follow-Up Engagement' (SPEC.md sections 2 and 5): required engagement, date and time,
 * status (default 'Scheduled'), employee and notes, for one engagement, which may itself have
 * been made offline a moment ago.
 */
import { DEFAULT_FOLLOW_UP_STATUS } from '@rentline/sync-protocol/rules';
import { TOASTS } from '@rentline/sync-protocol/texts';
import type { FollowUp } from '@rentline/sync-protocol/wire';
import { getEmployee, useSession } from '@/api/session';
import { createFollowUp } from '../api/create-follow-up';
import type { EngagementItem } from '../api/engagement-items';
import { useEngagementLookups } from '../api/use-engagement-lookups';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { DialogShell, FormContent } from '@/ui/dialog-shell';
import { textOptions } from '@/ui/form-field';
import {
  emptyFollowUpForm,
  validateFollowUpCreate,
  type FollowUpCreateForm,
} from './engagement-form-model';
import { DateTimeField, EmployeeField, NotesField, SelectField } from './form-fields';
import { useFormState } from './use-form-state';

interface Props {
  engagement: EngagementItem | null;
  onClose: () => void;
  /** Told of the new follow-up once it is saved, as the dialog closes. */
  onCreated?: (created: FollowUp) => void;
}

export function CreateFollowUpDialog({ engagement, onClose, onCreated }: Props) {
  return (
    <DialogShell open={!!engagement} onOpenChange={(open) => !open && onClose()}>
      {engagement && (
        <CreateFollowUpForm
          engagement={engagement}
          onDone={(created) => {
            onClose();
            onCreated?.(created);
          }}
        />
      )}
    </DialogShell>
  );
}

function CreateFollowUpForm(props: {
  engagement: EngagementItem;
  onDone: (created: FollowUp) => void;
}) {
  const { engagement, onDone } = props;
  const timeZone = useStoreTimeZone();
  // The form starts with the signed-in employee (read from storage: the session may still be loading).
  const employeeId = (useSession().employee ?? getEmployee())?.id ?? null;
  const lookups = useEngagementLookups();
  const { form, errors, change, saving, save } = useFormState<FollowUpCreateForm>(() =>
    emptyFollowUpForm(Date.now(), timeZone, employeeId, DEFAULT_FOLLOW_UP_STATUS),
  );

  const submit = () =>
    save(
      validateFollowUpCreate(form, timeZone, engagement.engagement.id),
      createFollowUp,
      { saved: TOASTS.followUpCreated, failed: TOASTS.followUpCreateFailed },
      onDone,
    );

  return (
    <FormContent
      title="Create Follow-Up Engagement"
      description={`Follow-up for ${engagement.contactName ?? 'Unknown Contact'}: ${engagement.engagement.initial_engagement}`}
      submitLabel="Create Follow-Up"
      submitting={saving}
      onSubmit={() => void submit()}
    >
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
      <DateTimeField
        required
        timeZone={timeZone}
        value={form.date_time}
        error={errors.date_time}
        onChange={(v) => change({ date_time: v })}
      />
      <SelectField
        label="Status"
        name="status"
        required
        placeholder="Select status"
        value={form.status}
        options={textOptions(lookups?.followUpStatuses ?? [DEFAULT_FOLLOW_UP_STATUS])}
        error={errors.status}
        onChange={(v) => change({ status: v })}
      />
      <EmployeeField
        required
        employees={lookups?.employees}
        value={form.employee_id}
        error={errors.employee_id ?? errors.engagement_id}
        onChange={(v) => change({ employee_id: v })}
      />
      <NotesField value={form.notes} onChange={(v) => change({ notes: v })} />
    </FormContent>
  );
}
