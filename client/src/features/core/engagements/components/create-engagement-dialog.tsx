/**
 * 'Create New Engagement' (SPEC.md sections 2 and 5): contact, account, initial engagement,
 * employee, date and time (now, on the store clock) and notes. Saved on the tablet and queued
 * for sync, so it works offline. Used by the Engagements screen, the Calendar and /core.
 */
import { useState } from 'react';
import { TOASTS } from '@rentline/sync-protocol/texts';
import { getEmployee, useSession } from '@/api/session';
import { createEngagement } from '../api/create-engagement';
import { createdEngagementItem, type EngagementItem } from '../api/engagement-items';
import type { ChosenContact } from '../api/use-contact-choices';
import { useEngagementLookups } from '../api/use-engagement-lookups';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { DialogShell, FormContent } from '@/ui/dialog-shell';
import {
  emptyEngagementForm,
  validateEngagementCreate,
  type EngagementCreateForm,
} from './engagement-form-model';
import { DateTimeField, EmployeeField, NotesField, SelectField } from './form-fields';
import { SearchPicker } from '@/ui/search-picker';
import { textOptions } from '@/ui/form-field';
import { ContactPicker } from './contact-picker';
import { idOptions } from './options';
import { useFormState } from './use-form-state';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  description?: string;
  /** Told of the new engagement once it is saved (the list shows it where it landed). */
  onCreated?: (created: EngagementItem) => void;
}

export function CreateEngagementDialog({ open, onOpenChange, description, onCreated }: Props) {
  return (
    <DialogShell open={open} onOpenChange={onOpenChange}>
      <CreateEngagementForm
        description={description}
        onDone={(created) => {
          onOpenChange(false);
          onCreated?.(created);
        }}
      />
    </DialogShell>
  );
}

function CreateEngagementForm(props: {
  description?: string;
  onDone: (created: EngagementItem) => void;
}) {
  const timeZone = useStoreTimeZone();
  // The form starts with the signed-in employee (read from storage: the session may still be loading).
  const employeeId = (useSession().employee ?? getEmployee())?.id ?? null;
  const lookups = useEngagementLookups();
  const { form, errors, change, saving, save } = useFormState<EngagementCreateForm>(() =>
    emptyEngagementForm(Date.now(), timeZone, employeeId),
  );

  // The contact chosen, with its name and type (the engagement's type defaults to it).
  const [contact, setContact] = useState<ChosenContact | null>(null);
  const chooseContact = (contactId: string, chosen: ChosenContact | null) => {
    setContact(chosen);
    // The contact's own account is the likely one; a chosen account is kept.
    const account = lookups?.customers.find((c) => c.contactId === contactId);
    change({
      contact_id: contactId,
      ...(form.customer_id === 'none' && account ? { customer_id: String(account.id) } : {}),
    });
  };

  const submit = () => {
    const chosen = contact?.id === form.contact_id ? contact : null;
    return save(
      validateEngagementCreate(form, timeZone, chosen?.contactType ?? null),
      createEngagement,
      { saved: TOASTS.engagementCreated, failed: TOASTS.engagementCreateFailed },
      (engagement) =>
        props.onDone(createdEngagementItem(engagement, lookups, chosen?.name ?? null)),
    );
  };

  return (
    <FormContent
      title="Create New Engagement"
      description={props.description ?? 'Record a call, visit or message with a contact.'}
      submitLabel="Create Engagement"
      submitting={saving}
      onSubmit={() => void submit()}
    >
      <ContactPicker
        label="Contact"
        name="contact_id"
        required
        placeholder="Select a contact"
        value={form.contact_id}
        error={errors.contact_id}
        onChange={chooseContact}
      />
      <SearchPicker
        label="Account"
        name="customer_id"
        value={form.customer_id}
        clearValue="none"
        placeholder="No customer"
        options={idOptions(lookups?.customers ?? [])}
        error={errors.customer_id}
        onChange={(v) => change({ customer_id: v })}
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
      <EmployeeField
        required
        employees={lookups?.employees}
        value={form.employee_id}
        error={errors.employee_id}
        onChange={(v) => change({ employee_id: v })}
      />
      <DateTimeField
        required
        timeZone={timeZone}
        value={form.engagement_date_time}
        error={errors.engagement_date_time}
        onChange={(v) => change({ engagement_date_time: v })}
      />
      <NotesField value={form.notes} onChange={(v) => change({ notes: v })} />
    </FormContent>
  );
}
